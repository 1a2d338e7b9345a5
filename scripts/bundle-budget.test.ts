import { describe, expect, it } from "vitest";
import { budgetOverruns, GOAL_ROUTES, INITIAL_JS_BUDGETS, INITIAL_JS_GOAL } from "./bundle-budget";

describe("budgetOverruns", () => {
  const budgets = { "/": 100 * 1024, "/rates": 120 * 1024 };

  it("passes routes at or under their budget", () => {
    expect(budgetOverruns({ "/": 100 * 1024, "/rates": 50 * 1024 }, budgets)).toEqual([]);
  });

  it("names each route over its budget, with by how much", () => {
    expect(budgetOverruns({ "/": 100 * 1024 + 512, "/rates": 1 }, budgets)).toEqual([
      "/: 100.5 KB of JavaScript, over its budget of 100.0 KB by 0.5 KB",
    ]);
  });

  it("fails a route that was not measured", () => {
    expect(budgetOverruns({ "/": 1 }, budgets)).toEqual(["/rates: not measured"]);
  });

  it("budgets only what can be measured, and never less than nothing", () => {
    for (const [route, budget] of Object.entries(INITIAL_JS_BUDGETS)) {
      expect(route.startsWith("/")).toBe(true);
      expect(budget).toBeGreaterThan(0);
    }
    expect(INITIAL_JS_GOAL).toBe(90 * 1024);
  });

  it("holds the issue's routes to the 90 KB goal", () => {
    for (const route of GOAL_ROUTES)
      expect(INITIAL_JS_BUDGETS[route], route).toBeLessThanOrEqual(INITIAL_JS_GOAL);
  });
});
