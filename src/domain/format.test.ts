import { describe, expect, it } from "vitest";
import {
  BROKERAGE_TIME_ZONE,
  formatCurrency,
  formatDate,
  formatInteger,
  formatPercent,
  formatRelativeTime,
  formatTimeZoneName,
} from "./format";

describe("money", () => {
  it("writes Canadian dollars the en-CA way, whole or with cents", () => {
    expect(formatCurrency(0, 0)).toBe("$0");
    expect(formatCurrency(2920, 0)).toBe("$2,920");
    expect(formatCurrency(1234567.8, 0)).toBe("$1,234,568");
    expect(formatCurrency(2443.1, 2)).toBe("$2,443.10");
    expect(formatCurrency(995.5, 2)).toBe("$995.50");
  });

  it("puts the minus sign before the dollar sign", () => {
    expect(formatCurrency(-1234.5, 0)).toBe("-$1,235");
    expect(formatCurrency(-1234.5, 2)).toBe("-$1,234.50");
  });

  it("rounds half away from zero on the decimal written, not the double stored", () => {
    // 1.005 is stored as 1.00499…, which toFixed(2) rounds down to 1.00.
    expect(formatCurrency(1.005, 2)).toBe("$1.01");
    expect(formatCurrency(999.995, 2)).toBe("$1,000.00");
    expect(formatCurrency(2.5, 0)).toBe("$3");
    expect(formatCurrency(-2.5, 0)).toBe("-$3");
  });

  it("never writes a minus zero", () => {
    expect(formatCurrency(-0, 2)).toBe("$0.00");
    expect(formatCurrency(-0.004, 2)).toBe("$0.00");
    expect(formatCurrency(-0.4, 0)).toBe("$0");
  });

  it("writes fr-CA amounts with the sign after the figure, set off by no-break spaces", () => {
    // Grouping and the space before "$" are both U+00A0 NO-BREAK SPACE in CLDR's fr-CA.
    expect(formatCurrency(1234.56, 2, "fr-CA")).toBe("1\u00a0234,56\u00a0$");
    expect(formatCurrency(-1234.56, 2, "fr-CA")).toBe("-1\u00a0234,56\u00a0$");
  });
});

describe("percentages and counts", () => {
  it("writes a percentage with a fixed number of decimals", () => {
    expect(formatPercent(4.79)).toBe("4.79%");
    expect(formatPercent(5)).toBe("5.00%");
    expect(formatPercent(4.125)).toBe("4.13%");
    expect(formatPercent(4.125, 3)).toBe("4.125%");
    expect(formatPercent(4.79, 2, "fr-CA")).toBe("4,79\u00a0%");
  });

  it("groups whole numbers, beyond a double's precision when given a bigint", () => {
    expect(formatInteger(0)).toBe("0");
    expect(formatInteger(500000)).toBe("500,000");
    expect(formatInteger(12345678901234567890n)).toBe("12,345,678,901,234,567,890");
  });
});

describe("dates", () => {
  const noon = new Date("2026-09-05T12:00:00Z");

  it("writes days and months in en-CA's styles", () => {
    expect(formatDate(noon, "long", { timeZone: "UTC" })).toBe("September 5, 2026");
    expect(formatDate(noon, "medium", { timeZone: "UTC" })).toBe("Sep 5, 2026");
    expect(formatDate(noon, "monthYear", { timeZone: "UTC" })).toBe("September 2026");
    expect(formatDate(noon, "shortMonthYear", { timeZone: "UTC" })).toBe("Sep 2026");
    expect(formatDate(noon, "long", { timeZone: "UTC", locale: "fr-CA" })).toBe("5 septembre 2026");
  });

  it("puts an instant on Toronto's calendar day in winter (UTC-5)", () => {
    const toronto = (iso: string) => formatDate(new Date(iso), "long", { timeZone: BROKERAGE_TIME_ZONE });
    expect(toronto("2026-01-06T00:00:00Z")).toBe("January 5, 2026");
    expect(toronto("2026-01-06T04:59:59Z")).toBe("January 5, 2026");
    expect(toronto("2026-01-06T05:00:00Z")).toBe("January 6, 2026");
  });

  it("puts an instant on Toronto's calendar day in summer (UTC-4)", () => {
    const toronto = (iso: string) => formatDate(new Date(iso), "long", { timeZone: BROKERAGE_TIME_ZONE });
    expect(toronto("2026-07-06T00:00:00Z")).toBe("July 5, 2026");
    expect(toronto("2026-07-06T03:59:59Z")).toBe("July 5, 2026");
    expect(toronto("2026-07-06T04:00:00Z")).toBe("July 6, 2026");
  });

  it("follows the daylight-time changes of March and November", () => {
    const toronto = (iso: string) => formatDate(new Date(iso), "long", { timeZone: BROKERAGE_TIME_ZONE });
    // 2026's changes: March 8 at 2:00 EST (07:00 UTC) and November 1 at 2:00 EDT (06:00 UTC).
    expect(toronto("2026-03-09T03:59:59Z")).toBe("March 8, 2026");
    expect(toronto("2026-03-09T04:00:00Z")).toBe("March 9, 2026");
    expect(toronto("2026-11-02T04:59:59Z")).toBe("November 1, 2026");
    expect(toronto("2026-11-02T05:00:00Z")).toBe("November 2, 2026");
  });
});

describe("times of day, zones and relative times", () => {
  const night = new Date("2026-11-24T07:00:00Z");
  const toronto = { timeZone: BROKERAGE_TIME_ZONE };

  it("writes a day with its time, a weekday and a time of day in each language", () => {
    expect(formatDate(night, "dateTime", toronto)).toBe("Nov 24, 2026, 2:00 a.m.");
    expect(formatDate(night, "weekdayDay", toronto)).toBe("Tue, Nov 24");
    expect(formatDate(night, "time", toronto)).toBe("2:00 a.m.");
    expect(formatDate(night, "time", { ...toronto, locale: "fr-CA" })).toBe("2 h 00");
    expect(formatDate(night, "dateTime", { ...toronto, locale: "fr-CA" })).toBe("24 nov. 2026, 02 h 00");
  });

  it("names a zone and says how long ago something was, in each language", () => {
    expect(formatTimeZoneName(BROKERAGE_TIME_ZONE, night)).toBe("Eastern Time");
    expect(formatTimeZoneName(BROKERAGE_TIME_ZONE, night, "fr-CA")).toBe("heure de l’Est");
    expect(formatRelativeTime(-1, "day")).toBe("yesterday");
    expect(formatRelativeTime(-5, "minute", "fr-CA")).toBe("il y a 5 minutes");
  });
});
