import { describe, expect, it } from "vitest";
import { budgetOverruns } from "./bundle-budget";

describe("budgetOverruns", () => {
  const limits = { "/": 100 * 1024, "/rates": 120 * 1024 };

  it("passes routes at or under their limit", () => {
    expect(budgetOverruns({ "/": 100 * 1024, "/rates": 50 * 1024 }, limits)).toEqual([]);
  });

  it("names each route over its limit, with by how much", () => {
    expect(budgetOverruns({ "/": 100 * 1024 + 512, "/rates": 1 }, limits)).toEqual([
      "/: 100.5 KB of JavaScript, over its limit of 100.0 KB by 0.5 KB",
    ]);
  });

  it("fails a route that was not measured", () => {
    expect(budgetOverruns({ "/": 1 }, limits)).toEqual(["/rates: not measured"]);
  });
});
