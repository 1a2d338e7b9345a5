import { describe, expect, it } from "vitest";
import { paymentInputSchema } from "../../../domain/mortgage/schemas";
import { readFigure, readOptionalFigure, validateFigures } from "./figures";

describe("readFigure", () => {
  it("ignores separators, spaces and units", () => {
    expect(readFigure("500,000")).toBe(500000);
    expect(readFigure(" 500 000 ")).toBe(500000);
    expect(readFigure("$1,250.50")).toBe(1250.5);
    expect(readFigure("4.79%")).toBe(4.79);
  });

  it("reads a French figure with a decimal comma and spaces between thousands", () => {
    expect(readFigure("612 345,50", "fr-CA")).toBe(612345.5);
    expect(readFigure("612\u00a0345,50", "fr-CA")).toBe(612345.5);
    expect(readFigure("4,79", "fr-CA")).toBe(4.79);
    expect(readFigure("4,79 %", "fr-CA")).toBe(4.79);
    expect(readFigure("", "fr-CA")).toBe(0);
    expect(readFigure("4,a", "fr-CA")).toBeNaN();
  });

  it("reads blank as 0 and letters as NaN", () => {
    expect(readFigure("")).toBe(0);
    expect(readFigure("12a")).toBeNaN();
    expect(readOptionalFigure("  ")).toBeUndefined();
    expect(readOptionalFigure("250")).toBe(250);
  });
});

describe("validateFigures", () => {
  const valid = { amount: 500000, annualRatePercent: 5.5, amortizationYears: 25, frequency: "monthly" };

  it("returns the parsed input when every field is valid", () => {
    expect(validateFigures(paymentInputSchema, valid)).toEqual({
      data: { ...valid, compounding: "per-period" },
      errors: {},
    });
  });

  it("keeps the schema's message for each invalid field and no data", () => {
    const result = validateFigures(paymentInputSchema, {
      ...valid,
      amount: readFigure("abc"),
      annualRatePercent: 31,
    });
    expect(result.data).toBeUndefined();
    expect(result.errors.amount).toBe("Mortgage amount must be a number");
    expect(result.errors.annualRatePercent).toBe("Interest rate must be 30% or less");
  });
});
