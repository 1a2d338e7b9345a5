import { describe, expect, it } from "vitest";
import { translatorFor } from "../../../i18n/intl";
import { NO_FIGURE, formatCents, formatDollars, formatPercent, formatPeriods } from "./format";

const english = translatorFor("en-CA");
const french = translatorFor("fr-CA");

describe("calculator formats", () => {
  it("shows whole dollars and cents in en-CA", () => {
    expect(formatDollars(2920.4)).toBe("$2,920");
    expect(formatDollars(1_234_567.5)).toBe("$1,234,568");
    expect(formatCents(2443.1)).toBe("$2,443.10");
  });

  it("shows dollars, cents and rates the French way on a French page", () => {
    expect(formatCents(2650.24, "fr-CA")).toBe("2\u00a0650,24\u00a0$");
    expect(formatDollars(483_521.41, "fr-CA")).toBe("483\u00a0521\u00a0$");
    expect(formatPercent(4.79, "fr-CA")).toBe("4,79\u00a0%");
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
    expect(formatPeriods(70, 12, english)).toBe("5 years 10 months");
    expect(formatPeriods(24, 12, english)).toBe("2 years");
    expect(formatPeriods(13, 26, english)).toBe("6 months");
    expect(formatPeriods(53, 52, english)).toBe("1 year");
    expect(formatPeriods(1, 52, english)).toBe("less than a month");
    expect(formatPeriods(0, 12, english)).toBe("0 months");
  });

  it("says years and months in French", () => {
    expect(formatPeriods(70, 12, french)).toBe("5\u00a0ans et 10\u00a0mois");
    expect(formatPeriods(12, 12, french)).toBe("1\u00a0an");
    expect(formatPeriods(1, 52, french)).toBe("moins d’un mois");
  });
});
