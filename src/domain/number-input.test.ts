import { describe, expect, it } from "vitest";
import { formatDecimalInput, parseDecimalInput } from "./number-input";

describe("parseDecimalInput", () => {
  it("reads an English figure: commas group, a point separates the decimals", () => {
    expect(parseDecimalInput("612,345.50", "en-CA")).toBe(612345.5);
    expect(parseDecimalInput("$500,000", "en-CA")).toBe(500000);
    expect(parseDecimalInput("4.79", "en-CA")).toBe(4.79);
    expect(parseDecimalInput(" 4.79 % ", "en-CA")).toBe(4.79);
    expect(parseDecimalInput(".5", "en-CA")).toBe(0.5);
  });

  it("reads a French figure: spaces group, a comma separates the decimals", () => {
    expect(parseDecimalInput("612 345,50", "fr-CA")).toBe(612345.5);
    expect(parseDecimalInput("4,79", "fr-CA")).toBe(4.79);
    expect(parseDecimalInput("4,79 %", "fr-CA")).toBe(4.79);
    expect(parseDecimalInput("500 000 $", "fr-CA")).toBe(500000);
  });

  it("takes the no-break spaces a French figure is formatted with", () => {
    expect(parseDecimalInput("612\u00a0345,50", "fr-CA")).toBe(612345.5);
    expect(parseDecimalInput("1\u202f234\u202f567", "fr-CA")).toBe(1234567);
  });

  it("takes a point as the decimal separator in French when no comma is written", () => {
    expect(parseDecimalInput("4.79", "fr-CA")).toBe(4.79);
    expect(parseDecimalInput("1.234,56", "fr-CA")).toBeNull();
  });

  it("reads a minus sign, the typographic one included", () => {
    expect(parseDecimalInput("-12,5", "fr-CA")).toBe(-12.5);
    expect(parseDecimalInput("\u221212.5", "en-CA")).toBe(-12.5);
  });

  it("refuses blank text and what is no figure", () => {
    for (const locale of ["en-CA", "fr-CA"] as const) {
      expect(parseDecimalInput("", locale)).toBeNull();
      expect(parseDecimalInput("   ", locale)).toBeNull();
      expect(parseDecimalInput("abc", locale)).toBeNull();
      expect(parseDecimalInput("1e5", locale)).toBeNull();
      expect(parseDecimalInput("0x10", locale)).toBeNull();
      expect(parseDecimalInput("Infinity", locale)).toBeNull();
    }
    expect(parseDecimalInput("4,7,9", "fr-CA")).toBeNull();
  });
});

describe("formatDecimalInput", () => {
  it("writes a figure for editing in the locale, without grouping", () => {
    expect(formatDecimalInput(4.79, "fr-CA")).toBe("4,79");
    expect(formatDecimalInput(4.79, "en-CA")).toBe("4.79");
    expect(formatDecimalInput(612345.5, "fr-CA")).toBe("612345,5");
    expect(formatDecimalInput(Number.NaN, "fr-CA")).toBe("");
  });

  it("reads back what it writes", () => {
    for (const locale of ["en-CA", "fr-CA"] as const) {
      expect(parseDecimalInput(formatDecimalInput(1234.56, locale), locale)).toBe(1234.56);
    }
  });
});
