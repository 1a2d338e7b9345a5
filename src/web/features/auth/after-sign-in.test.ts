import { beforeEach, describe, expect, it, vi } from "vitest";
import { destinationAfterSignIn, rememberDestination } from "./after-sign-in";

/** The part of the browser's sessionStorage the module uses. */
function memoryStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe("the address to return to after signing in", () => {
  beforeEach(() => vi.stubGlobal("sessionStorage", memoryStorage()));

  it("returns a broker to the dashboard link they opened, once", () => {
    rememberDestination(new URL("https://vayu.ca/agent-dashboard?tab=leads&lead=42"));
    expect(destinationAfterSignIn("agent")).toBe("/agent-dashboard?tab=leads&lead=42");
    expect(destinationAfterSignIn("agent")).toBe("/agent-dashboard");
  });

  it("returns a broker to the lead the e-mail linked to", () => {
    rememberDestination(
      new URL("https://vayu.ca/agent-dashboard/leads/8c1d6f0e-2b1a-4c59-9d7e-0b9a1f3c2d4e"),
    );
    expect(destinationAfterSignIn("agent")).toBe(
      "/agent-dashboard/leads/8c1d6f0e-2b1a-4c59-9d7e-0b9a1f3c2d4e",
    );
    rememberDestination(new URL("https://vayu.ca/super-admin/leads/42"));
    expect(destinationAfterSignIn("agent")).toBe("/agent-dashboard");
  });

  it("remembers a French link as the French router's own path", () => {
    rememberDestination(new URL("https://vayu.ca/fr/agent-dashboard/leads/42"));
    expect(destinationAfterSignIn("agent")).toBe("/agent-dashboard/leads/42");
  });

  it("keeps each role to its own area", () => {
    rememberDestination(new URL("https://vayu.ca/super-admin?tab=leads&lead=42"));
    expect(destinationAfterSignIn("agent")).toBe("/agent-dashboard");
    rememberDestination(new URL("https://vayu.ca/agent-dashboard?tab=leads"));
    expect(destinationAfterSignIn("super_admin")).toBe("/super-admin");
    rememberDestination(new URL("https://vayu.ca/agent-dashboard-lookalike"));
    expect(destinationAfterSignIn("agent")).toBe("/agent-dashboard");
    rememberDestination(new URL("https://vayu.ca/agent-dashboard?tab=leads"));
    expect(destinationAfterSignIn("others")).toBe("/");
  });

  it("goes to the role's home when nothing was remembered", () => {
    expect(destinationAfterSignIn("super_admin")).toBe("/super-admin");
  });
});
