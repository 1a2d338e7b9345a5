import { describe, expect, it } from "vitest";
import { validationMessages } from "../../../tests/support/english-texts";
import { characterCount, truncateCharacters } from "./catalogue-admin";
import { isWholeCents, productInputSchema, productMessages, productUpdateSchema } from "./admin-products";
import { featuresToJsonText, readFeatures, serviceInputSchema, serviceUpdateSchema } from "./admin-services";
import {
  canonicalLenderType,
  lenderInputSchema,
  lenderMessages,
  lenderTypeLabel,
  lenderUpdateSchema,
} from "./admin-lenders";
import validation from "../../i18n/messages/en-CA/validation.json" with { type: "json" };

function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  return result.error?.issues[0];
}

describe("truncation to 255 characters", () => {
  it("counts and cuts code points, never half an emoji", () => {
    const text = `${"a".repeat(254)}🏠🏠`;
    expect(characterCount(text)).toBe(256);
    expect(truncateCharacters(text, 255)).toBe(`${"a".repeat(254)}🏠`);
    expect(truncateCharacters("short", 255)).toBe("short");
  });

  it("shortens a service's name and description instead of refusing them", () => {
    const parsed = serviceInputSchema.parse({ name: "N".repeat(300), description: "D".repeat(256) });
    expect(parsed.name).toHaveLength(255);
    expect(parsed.description).toHaveLength(255);
  });

  it("still requires a name", () => {
    expect(firstIssue(serviceInputSchema.safeParse({ name: "  " }))).toMatchObject({
      message: validation["validation.nameRequired"],
      path: ["name"],
    });
  });
});

describe("service features", () => {
  it("reads JSON text, an array, or nothing", () => {
    expect(readFeatures('["Pre-approval", " ", "Closing support "]')).toEqual({
      features: ["Pre-approval", "Closing support"],
    });
    expect(readFeatures(["One"])).toEqual({ features: ["One"] });
    expect(readFeatures("")).toEqual({ features: [] });
    expect(readFeatures(null)).toEqual({ features: [] });
  });

  it("gives the spec's text when the JSON does not parse, marked to be shown as is", () => {
    const issue = serviceInputSchema.safeParse({ name: "S", features: "[Pre-approval" }).error?.issues[0];
    expect(issue?.message).toBe(validationMessages.invalidFeaturesJson);
    expect(issue?.path).toEqual(["features"]);
    expect((issue as { params?: { verbatim?: boolean } }).params?.verbatim).toBe(true);
  });

  it.each(['{"a": 1}', "[1, 2]", '"text"', "42", '[["nested"]]'])("says %s is not a list of text", (json) => {
    expect(readFeatures(json)).toEqual({ error: validation["validation.featuresNotList"] });
  });

  it("refuses text PostgreSQL cannot store inside JSON", () => {
    expect(readFeatures('["a\\u0000b"]')).toEqual({ error: validation["validation.featureUnreadable"] });
    expect(readFeatures('["\\ud800"]')).toEqual({ error: validation["validation.featureUnreadable"] });
  });

  it("shows stored features as JSON the form can read back", () => {
    const text = featuresToJsonText(["A", 'B "quoted"']);
    expect(readFeatures(text)).toEqual({ features: ["A", 'B "quoted"'] });
    expect(featuresToJsonText([])).toBe("");
  });

  it("leaves fields out of a partial update", () => {
    expect(serviceUpdateSchema.parse({ content: "New" })).toEqual({ content: "New" });
  });
});

describe("product price", () => {
  it.each([
    ["", null],
    [null, null],
    [undefined, null],
    ["995", 995],
    ["0.29", 0.29],
    [12.5, 12.5],
    ["12.100", 12.1],
    [0, 0],
  ])("reads %j as %j", (price, expected) => {
    expect(productInputSchema.parse({ name: "P", price }).price).toBe(expected);
  });

  it.each([
    ["abc", productMessages.priceNotNumber],
    ["1e3", productMessages.priceNotNumber],
    [Number.NaN, productMessages.priceNotNumber],
    [true, productMessages.priceNotNumber],
    ["-1", productMessages.priceNegative],
    ["12.345", productMessages.priceCents],
    [0.001, productMessages.priceCents],
    [20_000_000, productMessages.priceTooHigh],
  ])("refuses %j", (price, message) => {
    expect(firstIssue(productInputSchema.safeParse({ name: "P", price }))).toMatchObject({
      message,
      path: ["price"],
    });
  });

  it("accepts floating-point cents", () => {
    expect(isWholeCents(0.29)).toBe(true);
    expect(isWholeCents(1.005)).toBe(false);
  });

  it("requires a name and keeps other fields out of a partial update", () => {
    expect(firstIssue(productInputSchema.safeParse({ price: 1 }))?.path).toEqual(["name"]);
    expect(productUpdateSchema.parse({ price: "10" })).toEqual({ price: 10 });
  });

  it.each([
    ["https://cdn.example.ca/a.png", true],
    ["/storage/product-images/x/1-a.png", true],
    ["demo/first-home.svg", true],
    ["javascript:alert(1)", false],
    ["//evil.example/a.png", false],
    ["../secret", false],
    ["data:image/png;base64,AAAA", false],
  ])("image address %j is accepted: %j", (image_url, ok) => {
    expect(productInputSchema.safeParse({ name: "P", image_url }).success).toBe(ok);
  });
});

describe("lender type and order", () => {
  it.each([
    ["a_lender", "a_lender"],
    ["A Lender", "a_lender"],
    ["alternate_lender", "alternate_lender"],
    ["Alternate Lender", "alternate_lender"],
    [" alternate lender ", "alternate_lender"],
  ])("stores %j as %j", (type, expected) => {
    expect(lenderInputSchema.parse({ name: "L", type }).type).toBe(expected);
    expect(canonicalLenderType(type)).toBe(expected);
  });

  it("labels both spellings for display", () => {
    expect(lenderTypeLabel("a_lender")).toBe("A Lender");
    expect(lenderTypeLabel("Alternate Lender")).toBe("Alternate Lender");
  });

  it("requires name and type, and refuses an unknown type", () => {
    expect(firstIssue(lenderInputSchema.safeParse({ type: "a_lender" }))?.path).toEqual(["name"]);
    expect(firstIssue(lenderInputSchema.safeParse({ name: "L" }))).toMatchObject({
      message: lenderMessages.typeRequired,
    });
    expect(firstIssue(lenderInputSchema.safeParse({ name: "L", type: "" }))).toMatchObject({
      message: lenderMessages.typeRequired,
    });
    expect(firstIssue(lenderInputSchema.safeParse({ name: "L", type: "B Lender" }))).toMatchObject({
      message: lenderMessages.typeUnknown,
    });
  });

  it("defaults display order to 0 and active to true on create", () => {
    expect(lenderInputSchema.parse({ name: "L", type: "a_lender", display_order: "" })).toMatchObject({
      display_order: 0,
      is_active: true,
      logo_url: null,
    });
  });

  it.each(["1.5", 2.5, "two", "1e2"])("refuses display order %j", (display_order) => {
    expect(
      firstIssue(lenderInputSchema.safeParse({ name: "L", type: "a_lender", display_order })),
    ).toMatchObject({ message: lenderMessages.displayOrder, path: ["display_order"] });
  });

  it("reads display order given as text", () => {
    expect(lenderInputSchema.parse({ name: "L", type: "a_lender", display_order: "-3" }).display_order).toBe(
      -3,
    );
  });

  it("fills no default in a partial update", () => {
    expect(lenderUpdateSchema.parse({ is_active: false })).toEqual({ is_active: false });
    expect(lenderUpdateSchema.parse({})).toEqual({});
  });
});
