import { describe, expect, it } from "vitest";
import { caretAfterFrenchFormatting, formatFrenchAmountInput } from "./amount-input";
import { readFigure } from "./figures";

describe("a French dollar field", () => {
  it("groups whole dollars with spaces and keeps a decimal comma with up to two digits", () => {
    expect(formatFrenchAmountInput("612345")).toBe("612\u00a0345");
    expect(formatFrenchAmountInput("612345,")).toBe("612\u00a0345,");
    expect(formatFrenchAmountInput("612 345,50")).toBe("612\u00a0345,50");
    expect(formatFrenchAmountInput("612 345,505")).toBe("612\u00a0345,50");
    expect(formatFrenchAmountInput("612345.5")).toBe("612\u00a0345,5");
    expect(formatFrenchAmountInput(",5")).toBe("0,5");
    expect(formatFrenchAmountInput("0012")).toBe("12");
    expect(formatFrenchAmountInput("a-$")).toBe("");
    expect(readFigure(formatFrenchAmountInput("612 345,50"), "fr-CA")).toBe(612345.5);
  });

  it("keeps the caret after the digit or comma it followed", () => {
    // "612345,|" typed in "612 345": the caret stays after the comma, ready for the cents.
    expect(caretAfterFrenchFormatting("612345,", 7, "612\u00a0345,")).toBe(8);
    // A digit typed after the 6 of "612 345": "6912 345" → "6\u00a0912\u00a0345", caret after the 9.
    expect(caretAfterFrenchFormatting("6912\u00a0345", 2, "6\u00a0912\u00a0345")).toBe(3);
  });
});
