import { describe, expect, it } from "vitest";
import { caretAfterFormatting, formatMoneyInput, parseMoneyInput } from "./money-input";

describe("formatMoneyInput", () => {
  it("groups digits the en-CA way as they are typed", () => {
    expect(formatMoneyInput("5")).toBe("5");
    expect(formatMoneyInput("5000")).toBe("5,000");
    expect(formatMoneyInput("500000")).toBe("500,000");
    expect(formatMoneyInput("1234567")).toBe("1,234,567");
    expect(formatMoneyInput("5,0000")).toBe("50,000");
  });

  it("keeps digits only: signs, letters, spaces, dollar signs and decimal points are dropped", () => {
    expect(formatMoneyInput("$500 000")).toBe("500,000");
    expect(formatMoneyInput("-5")).toBe("5");
    expect(formatMoneyInput("12a")).toBe("12");
    expect(formatMoneyInput("1000.50")).toBe("100,050");
    expect(formatMoneyInput("abc")).toBe("");
  });

  it("drops leading zeros but keeps a lone zero, and leaves a blank field blank", () => {
    expect(formatMoneyInput("007")).toBe("7");
    expect(formatMoneyInput("0")).toBe("0");
    expect(formatMoneyInput("")).toBe("");
  });

  it("handles amounts beyond the safe integer range without rounding the digits", () => {
    expect(formatMoneyInput("12345678901234567890")).toBe("12,345,678,901,234,567,890");
  });
});

describe("parseMoneyInput", () => {
  it("reads the formatted text back as a number", () => {
    expect(parseMoneyInput("500,000")).toBe(500000);
    expect(parseMoneyInput("")).toBe(0);
  });
});

describe("caretAfterFormatting", () => {
  it("stays at the end while typing at the end", () => {
    // "50,000" + "0" typed at the end → "500000" → "500,000"
    expect(caretAfterFormatting("50,0000", 7, "500,000")).toBe(7);
  });

  it("stays after the digit typed in the middle", () => {
    // "1,234" with "9" typed after the 1 → "19,234" (caret after the 9)
    expect(caretAfterFormatting("19,234", 2, "19,234")).toBe(2);
    // "9,234" with "1" typed before the 9 → "19234" → "19,234" (caret after the 1)
    expect(caretAfterFormatting("19,234", 1, "19,234")).toBe(1);
    // "100,000" with a 5 typed after the first 1 → "1500,000" → "1,500,000": caret after the 5
    expect(caretAfterFormatting("1500,000", 2, "1,500,000")).toBe(3);
  });

  it("follows a deletion that removes a separator", () => {
    // Backspace after the 4 of "1,234" → "1,23" → "123"; the caret stays after the 3
    expect(caretAfterFormatting("1,23", 4, "123")).toBe(3);
  });

  it("ignores leading zeros and goes to the start before any digit", () => {
    expect(caretAfterFormatting("05", 2, "5")).toBe(1);
    expect(caretAfterFormatting("$5", 1, "5")).toBe(0);
  });
});

describe("money fields in French", () => {
  it("group thousands with the no-break space French figures use", () => {
    expect(formatMoneyInput("500000", "fr-CA")).toBe("500\u00a0000");
    expect(formatMoneyInput("1234567", "fr-CA")).toBe("1\u00a0234\u00a0567");
  });
});
