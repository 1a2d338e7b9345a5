import { describe, expect, it } from "vitest";
import {
  formatBrokerageDate,
  formatLongDate,
  formatMoney,
  formatMonthYear,
  latestDate,
  teaser,
  TEASER_LENGTH,
} from "./text";

describe("teaser", () => {
  it("keeps text of at most 180 characters as it is", () => {
    const exact = "a".repeat(TEASER_LENGTH);
    expect(teaser(exact)).toBe(exact);
    expect(teaser("Short and sweet.")).toBe("Short and sweet.");
  });

  it("cuts longer text at the last word boundary within 180 characters and adds '...'", () => {
    const words = "mortgage ".repeat(30).trim();
    const result = teaser(words);
    // 20 words take 179 characters; the 21st would pass 180.
    expect(result).toBe(`${"mortgage ".repeat(20).trim()}...`);
    expect(result.length - 3).toBeLessThanOrEqual(TEASER_LENGTH);
    expect(teaser("Buy your first home today", 13)).toBe("Buy your...");
  });

  it("keeps a word that ends exactly at the limit", () => {
    expect(teaser("Buy your first home", 8)).toBe("Buy your...");
    expect(teaser("Buy your first home", 14)).toBe("Buy your first...");
  });

  it("drops punctuation left at the cut so the ellipsis never follows a comma or a full stop", () => {
    expect(teaser("Rates, terms; and fees.", 6)).toBe("Rates...");
    expect(teaser("One sentence. Another one here", 14)).toBe("One sentence...");
    expect(teaser("Fixed — or variable", 7)).toBe("Fixed...");
  });

  it("cuts a single word longer than the limit where it stands", () => {
    const long = "b".repeat(TEASER_LENGTH + 1);
    expect(teaser(long)).toBe(`${"b".repeat(TEASER_LENGTH)}...`);
    expect(teaser("abcdef", 3)).toBe("abc...");
  });

  it("reads Markdown as plain sentences: markers dropped, items closed with a full stop", () => {
    expect(teaser(`  ${"c".repeat(TEASER_LENGTH)}\n`)).toBe("c".repeat(TEASER_LENGTH));
    expect(teaser("Budget simply.\n\n- Terms from 1 to 10 years\n1. Firm sale;\n## Next")).toBe(
      "Budget simply. Terms from 1 to 10 years. Firm sale; Next.",
    );
    expect(teaser("A paragraph that wraps\nonto a second line")).toBe(
      "A paragraph that wraps onto a second line",
    );
    expect(teaser("Keep 5-year terms and -2 spreads")).toBe("Keep 5-year terms and -2 spreads");
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
  });

  it("dates a post on the brokerage's calendar, the same on the server as in any visitor's zone", () => {
    // 9 p.m. in Toronto on January 5, already January 6 in UTC.
    expect(formatLongDate("2026-01-06T02:00:00Z")).toBe("January 5, 2026");
  });

  it("returns null for missing or invalid dates", () => {
    expect(formatLongDate(null)).toBeNull();
  });
});

describe("brokerage dates", () => {
  it("reads a day on the Toronto calendar, whatever the machine's zone", () => {
    // 03:00 UTC on the 24th is still the evening of the 23rd in Toronto.
    expect(formatBrokerageDate(new Date("2026-11-24T03:00:00Z"))).toBe("November 23, 2026");
    expect(formatBrokerageDate(new Date("2026-11-24T06:00:00Z"))).toBe("November 24, 2026");
  });

  it("names a testimonial's month and year on the Toronto calendar", () => {
    expect(formatMonthYear("2026-03-15T12:00:00Z")).toBe("March 2026");
    expect(formatMonthYear("2026-03-01T03:00:00Z")).toBe("February 2026");
    expect(formatMonthYear(null)).toBeNull();
    expect(formatMonthYear("soon")).toBeNull();
  });

  it("finds the latest timestamp, skipping missing and invalid ones", () => {
    expect(latestDate(["2026-11-20T10:00:00Z", null, "2026-11-22T09:00:00Z", "bad", undefined])).toEqual(
      new Date("2026-11-22T09:00:00Z"),
    );
    expect(latestDate([])).toBeNull();
    expect(latestDate([null, "bad"])).toBeNull();
  });
});
