import { describe, expect, it } from "vitest";
import { Users } from "lucide-react";
import { resolveTab, type DashboardTab } from "./dashboard-tabs";

const tabs: [DashboardTab, ...DashboardTab[]] = [
  { id: "agents", label: "Agents", icon: Users, description: "Agents." },
  { id: "rates", label: "Rates", icon: Users, description: "Rates." },
];

describe("resolveTab", () => {
  it("selects the tab named in ?tab=", () => {
    expect(resolveTab(tabs, "rates").id).toBe("rates");
  });

  it("falls back to the first tab when the parameter is missing or unknown", () => {
    expect(resolveTab(tabs, null).id).toBe("agents");
    expect(resolveTab(tabs, "nope").id).toBe("agents");
  });
});
