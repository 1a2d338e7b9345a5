import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatCanadianDollars,
  groupThousands,
  localDay,
  longDate,
  monthAndYear,
  shortDate,
  shortMonthAndYear,
  torontoDay,
  utcDay,
} from "./en-ca";

function intlDollars(fractionDigits: 0 | 2) {
  return new Intl.NumberFormat("en-CA", {
    style: "currency",
    currency: "CAD",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

const intlToronto = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: "America/Toronto" });
const HOUR = 3_600_000;

describe("en-CA money without Intl", () => {
  it("groups digits by three", () => {
    expect(["0", "999", "1000", "1234567", "100000000"].map(groupThousands)).toEqual([
      "0",
      "999",
      "1,000",
      "1,234,567",
      "100,000,000",
    ]);
  });

  it("writes what Intl writes, ties and signs included", () => {
    const samples = [
      0, -0, 0.5, 1.5, 2.5, -2.5, 0.125, 1.005, 2443.1, -1234.5, 999.995, 1234567.495, 1e20, 5e21,
    ];
    for (const fractionDigits of [0, 2] as const) {
      const intl = intlDollars(fractionDigits);
      for (const value of samples) {
        expect(formatCanadianDollars(value, fractionDigits), `${value}`).toBe(intl.format(value));
      }
    }
  });

  it("agrees with Intl on any finite amount", () => {
    const intl = { 0: intlDollars(0), 2: intlDollars(2) };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e9, max: 1e9, noNaN: true }),
          fc.integer({ min: -1e7, max: 1e7 }).map((cents) => cents / 100),
          fc.integer({ min: -1e8, max: 1e8 }).map((mills) => mills / 1000),
        ),
        fc.constantFrom(0 as const, 2 as const),
        (value, fractionDigits) =>
          formatCanadianDollars(value, fractionDigits) === intl[fractionDigits].format(value),
      ),
      { numRuns: 5000 },
    );
  });
});

describe("en-CA dates without Intl", () => {
  const day = { year: 2026, month: 8, day: 5 };

  it("spells days and months as Intl's en-CA long and medium styles do", () => {
    const at = new Date(Date.UTC(2026, 8, 5, 12));
    const utc = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-CA", { ...options, timeZone: "UTC" }).format(at);
    expect(longDate(day)).toBe(utc({ dateStyle: "long" }));
    expect(shortDate(day)).toBe(utc({ dateStyle: "medium" }));
    expect(monthAndYear(day)).toBe(utc({ month: "long", year: "numeric" }));
    expect(shortMonthAndYear(day)).toBe(utc({ month: "short", year: "numeric" }));
    for (let month = 0; month < 12; month += 1) {
      const first = new Date(Date.UTC(2026, month, 1, 12));
      const intl = (options: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat("en-CA", { ...options, timeZone: "UTC" }).format(first);
      expect(longDate(utcDay(first))).toBe(intl({ dateStyle: "long" }));
      expect(shortDate(utcDay(first))).toBe(intl({ dateStyle: "medium" }));
      expect(monthAndYear(utcDay(first))).toBe(intl({ month: "long", year: "numeric" }));
      expect(shortMonthAndYear(utcDay(first))).toBe(intl({ month: "short", year: "numeric" }));
    }
  });

  it("reads the local day where the code runs", () => {
    const at = new Date(2026, 10, 24, 23, 30);
    expect(localDay(at)).toEqual({ year: 2026, month: 10, day: 24 });
  });

  it("puts every hour around each daylight-time change on Toronto's calendar day", () => {
    for (let year = 2005; year <= 2040; year += 1) {
      for (const month of [2, 10]) {
        const start = Date.UTC(year, month, 1);
        // Every hour of the first half of March and November, when the changes happen.
        for (let time = start; time < start + 16 * 24 * HOUR; time += HOUR) {
          const at = new Date(time);
          expect(longDate(torontoDay(at)), at.toISOString()).toBe(intlToronto.format(at));
        }
      }
    }
  });

  it("puts any instant on Toronto's calendar day", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1990-01-01"), max: new Date("2045-12-31"), noInvalidDate: true }),
        (at) => {
          return longDate(torontoDay(at)) === intlToronto.format(at);
        },
      ),
      { numRuns: 5000 },
    );
  });
});
