import { describe, expect, it } from "vitest";
import { withAgent } from "./agent-query";

describe("withAgent", () => {
  it("leaves the path alone without an agent", () => {
    expect(withAgent("/products", null)).toBe("/products");
  });

  it("adds the agent as a query parameter, encoded", () => {
    expect(withAgent("/contact", "priyaraman")).toBe("/contact?agent=priyaraman");
    expect(withAgent("/contact", "a b&c")).toBe("/contact?agent=a+b%26c");
  });
});
