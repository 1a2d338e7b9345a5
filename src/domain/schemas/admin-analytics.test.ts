import { describe, expect, it } from "vitest";
import { toAnalyticsPeriod } from "./admin-analytics";

describe("toAnalyticsPeriod", () => {
  it("keeps a known period and falls back to all time", () => {
    expect(toAnalyticsPeriod("7d")).toBe("7d");
    expect(toAnalyticsPeriod("90d")).toBe("all");
    expect(toAnalyticsPeriod(null)).toBe("all");
  });
});
