import { describe, expect, it } from "vitest";
import { NO_FIGURE, formatCents, formatDollars, formatPercent, formatPeriods } from "./format";

describe("calculator formats", () => {
  it("shows whole dollars and cents in en-CA", () => {
    expect(formatDollars(2920.4)).toBe("$2,920");
    expect(formatDollars(1_234_567.5)).toBe("$1,234,568");
    expect(formatCents(2443.1)).toBe("$2,443.10");
  });

  it("never shows a negative zero", () => {
    expect(formatCents(-0.001)).toBe("$0.00");
    expect(formatDollars(-0)).toBe("$0");
  });

  it("never shows NaN or Infinity", () => {
    expect(formatDollars(Number.NaN)).toBe(NO_FIGURE);
    expect(formatCents(Number.POSITIVE_INFINITY)).toBe(NO_FIGURE);
    expect(formatPercent(Number.NaN)).toBe(NO_FIGURE);
  });

  it("shows rates with 2 decimals", () => {
    expect(formatPercent(4.79)).toBe("4.79%");
    expect(formatPercent(5.25)).toBe("5.25%");
    expect(formatPercent(7)).toBe("7.00%");
  });

  it("turns a number of payments into years and months", () => {
    expect(formatPeriods(70, 12)).toBe("5 years 10 months");
    expect(formatPeriods(24, 12)).toBe("2 years");
    expect(formatPeriods(13, 26)).toBe("6 months");
    expect(formatPeriods(53, 52)).toBe("1 year");
    expect(formatPeriods(1, 52)).toBe("less than a month");
    expect(formatPeriods(0, 12)).toBe("0 months");
  });
});
