import { describe, expect, expectTypeOf, it } from "vitest";
import type * as z from "zod/mini";
import type { LandTransferTaxInput } from "./land-transfer-tax";
import { landTransferTaxInputSchema } from "./land-transfer-tax-schema";

function issues(value: unknown): { path: string; message: string }[] {
  const result = landTransferTaxInputSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
}

const valid = { price: 750_000, province: "ON", city: "toronto", firstTime: true };

describe("landTransferTaxInputSchema", () => {
  it("accepts a price, a province, a city of that province and the first-time flag", () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ price: 100_000_000, province: "QC", city: "quebec-city", firstTime: false })).toEqual([]);
    expect(issues({ price: 0.01, province: "AB", firstTime: false, mortgageAmount: 0.01 })).toEqual([]);
    expectTypeOf<z.output<typeof landTransferTaxInputSchema>>().toExtend<LandTransferTaxInput>();
  });

  it("names the field in every message", () => {
    expect(issues({ ...valid, price: "abc" })).toEqual([
      { path: "price", message: "Purchase price must be a number" },
    ]);
    expect(issues({ ...valid, price: 0 })).toEqual([
      { path: "price", message: "Purchase price must be more than $0" },
    ]);
    expect(issues({ ...valid, price: 100_000_000.01 })).toEqual([
      { path: "price", message: "Purchase price must be $100,000,000 or less" },
    ]);
    expect(issues({ ...valid, province: "XX", city: undefined })).toEqual([
      { path: "province", message: "Choose a province or territory" },
    ]);
    expect(issues({ ...valid, city: "ottawa" })).toEqual([
      { path: "city", message: "City must be toronto, montreal or quebec-city" },
    ]);
    expect(issues({ ...valid, firstTime: "yes" })).toEqual([
      { path: "firstTime", message: "First-time buyer must be yes or no" },
    ]);
    expect(issues({ ...valid, mortgageAmount: -1 })).toEqual([
      { path: "mortgageAmount", message: "Mortgage amount cannot be negative" },
    ]);
  });

  it("allows a city only in its own province", () => {
    expect(issues({ ...valid, province: "QC" })).toEqual([
      { path: "city", message: "City must be in the chosen province" },
    ]);
    expect(issues({ ...valid, province: "ON", city: "montreal" })).toEqual([
      { path: "city", message: "City must be in the chosen province" },
    ]);
  });

  it("refuses a mortgage larger than the price", () => {
    expect(issues({ price: 500_000, province: "AB", firstTime: false, mortgageAmount: 500_000.01 })).toEqual([
      { path: "mortgageAmount", message: "Mortgage amount cannot be more than the purchase price" },
    ]);
  });
});
