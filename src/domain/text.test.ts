import { describe, expect, it } from "vitest";
import { formatLongDate, formatMoney, formatShortDate, teaser, TEASER_LENGTH } from "./text";

describe("teaser", () => {
  it("keeps text of at most 180 characters as it is", () => {
    const exact = "a".repeat(TEASER_LENGTH);
    expect(teaser(exact)).toBe(exact);
    expect(teaser("Short and sweet.")).toBe("Short and sweet.");
  });

  it("cuts longer text at 180 characters and adds '...'", () => {
    const long = "b".repeat(TEASER_LENGTH + 1);
    expect(teaser(long)).toBe(`${"b".repeat(TEASER_LENGTH)}...`);
    expect(teaser(long)).toHaveLength(TEASER_LENGTH + 3);
  });

  it("ignores surrounding whitespace", () => {
    expect(teaser(`  ${"c".repeat(TEASER_LENGTH)}\n`)).toBe("c".repeat(TEASER_LENGTH));
  });

  it("accepts another length", () => {
    expect(teaser("abcdef", 3)).toBe("abc...");
  });
});

describe("formatMoney", () => {
  it("shows whole dollars without decimals and cents with two", () => {
    expect(formatMoney(520000)).toBe("$520,000");
    expect(formatMoney(995.5)).toBe("$995.50");
    expect(formatMoney("1250")).toBe("$1,250");
  });

  it("returns null for missing or broken values", () => {
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney(undefined)).toBeNull();
    expect(formatMoney("")).toBeNull();
    expect(formatMoney("abc")).toBeNull();
    expect(formatMoney(Number.NaN)).toBeNull();
  });
});

describe("dates", () => {
  it("formats en-CA dates", () => {
    expect(formatLongDate("2026-01-05T12:00:00Z")).toBe("January 5, 2026");
    expect(formatShortDate("2026-01-05T12:00:00Z")).toBe("Jan 5, 2026");
  });

  it("returns null for missing or invalid dates", () => {
    expect(formatLongDate(null)).toBeNull();
    expect(formatShortDate("not a date")).toBeNull();
  });
});
