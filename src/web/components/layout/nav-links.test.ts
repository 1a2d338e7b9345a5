import { describe, expect, it } from "vitest";
import { mortgagesGroup, productsHref, resourcesGroup } from "./nav-links";

describe("productsHref", () => {
  it("carries the agent from /agents/{agentSlug}", () => {
    expect(productsHref("/agents/jane-doe")).toBe("/products?agent=jane-doe");
  });

  it("is the plain products page elsewhere", () => {
    expect(productsHref("/")).toBe("/products");
    expect(productsHref("/agent/jane-doe")).toBe("/products");
    expect(productsHref("/agents/jane-doe/extra")).toBe("/products");
  });
});

describe("header groups", () => {
  it("lists the mortgages links of spec section 2 in order", () => {
    expect(mortgagesGroup("/").links.map((link) => link.to)).toEqual([
      "/applications",
      "/products",
      "/calculators",
      "/mortgage-options",
      "/services",
    ]);
  });

  it("adds the external newsletter link once its address is known", () => {
    expect(resourcesGroup(undefined).links.some((link) => link.external)).toBe(false);
    const external = resourcesGroup("https://example.ca/news").links.at(-1);
    expect(external).toEqual({ label: "Newsletter Sign-up", to: "https://example.ca/news", external: true });
  });
});
