import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import { calculatorsGroup, mortgagesGroup, productsHref, resourcesGroup } from "./nav-links";

const english = translatorFor("en-CA");
const french = translatorFor("fr-CA");

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
    expect(mortgagesGroup("/", english).links.map((link) => link.to)).toEqual([
      "/applications",
      "/products",
      "/calculators",
      "/mortgage-options",
      "/services",
    ]);
  });

  it("adds the external newsletter link once its address is known", () => {
    expect(resourcesGroup(undefined, english).links.some((link) => link.external)).toBe(false);
    const external = resourcesGroup("https://example.ca/news", english).links.at(-1);
    expect(external).toEqual({ label: "Newsletter Sign-up", to: "https://example.ca/news", external: true });
  });

  it("names the links in the page's language, to the same addresses", () => {
    const group = mortgagesGroup("/", french);
    expect(group.title).toBe("Hypothèques");
    expect(group.links.map((link) => link.to)).toEqual(
      mortgagesGroup("/", english).links.map((link) => link.to),
    );
  });

  it("lists every calculator in the footer's calculators group, in both languages", () => {
    const paths = [
      "/mortgage-calculator",
      "/affordability-calculator",
      "/land-transfer-tax-calculator",
      "/cmhc-insurance-calculator",
      "/closing-costs-calculator",
    ];
    expect(calculatorsGroup(english).links.map((link) => link.to)).toEqual(paths);
    expect(calculatorsGroup(french).links.map((link) => link.to)).toEqual(paths);
    expect(calculatorsGroup(french).links.map((link) => link.label)).toContain("Frais de clôture");
  });
});
