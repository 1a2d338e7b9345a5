import { describe, expect, it } from "vitest";
import { decimalInputText, parseDecimalInput } from "./number-input";

describe("parseDecimalInput", () => {
  it("reads French figures with a decimal comma and spaces between thousands", () => {
    expect(parseDecimalInput("612 345,50", "fr-CA")).toBe(612345.5);
    expect(parseDecimalInput("612\u00a0345,50", "fr-CA")).toBe(612345.5);
    expect(parseDecimalInput("612\u202f345,50 $", "fr-CA")).toBe(612345.5);
    expect(parseDecimalInput("4,79", "fr-CA")).toBe(4.79);
    expect(parseDecimalInput("4,79 %", "fr-CA")).toBe(4.79);
    expect(parseDecimalInput("4,", "fr-CA")).toBe(4);
  });

  it("takes a point typed on a French page as the decimal mark", () => {
    expect(parseDecimalInput("4.79", "fr-CA")).toBe(4.79);
    expect(parseDecimalInput("500000", "fr-CA")).toBe(500000);
  });

  it("refuses what is not one French figure", () => {
    expect(parseDecimalInput("1.234,5", "fr-CA")).toBeNaN();
    expect(parseDecimalInput("4,7,9", "fr-CA")).toBeNaN();
    expect(parseDecimalInput("quatre", "fr-CA")).toBeNaN();
  });

  it("reads English figures with thousands commas and a decimal point", () => {
    expect(parseDecimalInput("612,345.50", "en-CA")).toBe(612345.5);
    expect(parseDecimalInput("$1,250.50", "en-CA")).toBe(1250.5);
    expect(parseDecimalInput(" 500 000 ", "en-CA")).toBe(500000);
    expect(parseDecimalInput("4.79%", "en-CA")).toBe(4.79);
    // A comma groups thousands in English, wherever it is typed.
    expect(parseDecimalInput("4,79", "en-CA")).toBe(479);
    expect(parseDecimalInput("12a", "en-CA")).toBeNaN();
  });

  it("reads blank as no figure and keeps a sign for the schemas to refuse", () => {
    expect(parseDecimalInput("", "fr-CA")).toBeUndefined();
    expect(parseDecimalInput("  ", "en-CA")).toBeUndefined();
    expect(parseDecimalInput("$", "en-CA")).toBeUndefined();
    expect(parseDecimalInput("-100", "fr-CA")).toBe(-100);
  });
});

describe("decimalInputText", () => {
  it("writes a machine figure the way the page's language types it", () => {
    expect(decimalInputText("4.84", "fr-CA")).toBe("4,84");
    expect(decimalInputText("4.84", "en-CA")).toBe("4.84");
    expect(decimalInputText("500000", "fr-CA")).toBe("500000");
  });
});
