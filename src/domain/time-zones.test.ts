import { describe, expect, it } from "vitest";
import {
  CANADIAN_TIME_ZONES,
  isPastLocalHour,
  isTimeZone,
  localDate,
  localDayBounds,
  nextLocalDate,
  wallClockReading,
  zonedInstant,
} from "./time-zones";

const at = (iso: string) => new Date(iso);
const bounds = (date: string, zone: string) => {
  const { start, end } = localDayBounds(date, zone);
  return {
    start: start.toISOString(),
    end: end.toISOString(),
    hours: (end.getTime() - start.getTime()) / 3_600_000,
  };
};

describe("time zone names", () => {
  it("knows every Canadian zone and refuses a made-up one", () => {
    for (const zone of CANADIAN_TIME_ZONES) expect(isTimeZone(zone)).toBe(true);
    expect(isTimeZone("America/Atlantis")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});

describe("a broker's day in America/Toronto (EST UTC-5, EDT UTC-4 from March 8 to November 1, 2026)", () => {
  it("turns the day at local midnight, not at UTC's", () => {
    expect(localDate(at("2026-03-08T04:59:59Z"), "America/Toronto")).toBe("2026-03-07");
    expect(localDate(at("2026-03-08T05:00:00Z"), "America/Toronto")).toBe("2026-03-08");
  });

  it("has 23 hours on the spring change and 25 on the autumn one", () => {
    expect(bounds("2026-03-08", "America/Toronto")).toEqual({
      start: "2026-03-08T05:00:00.000Z",
      end: "2026-03-09T04:00:00.000Z",
      hours: 23,
    });
    expect(bounds("2026-11-01", "America/Toronto")).toEqual({
      start: "2026-11-01T04:00:00.000Z",
      end: "2026-11-02T05:00:00.000Z",
      hours: 25,
    });
  });

  it("reaches 8 AM at 12:00 UTC on the spring change day and at 13:00 UTC on the autumn one", () => {
    expect(isPastLocalHour(at("2026-03-08T11:59:59Z"), "America/Toronto", 8)).toBe(false);
    expect(isPastLocalHour(at("2026-03-08T12:00:00Z"), "America/Toronto", 8)).toBe(true);
    expect(isPastLocalHour(at("2026-11-01T12:59:59Z"), "America/Toronto", 8)).toBe(false);
    expect(isPastLocalHour(at("2026-11-01T13:00:00Z"), "America/Toronto", 8)).toBe(true);
  });
});

describe("a broker's day in America/St_Johns (NST UTC-3:30, NDT UTC-2:30)", () => {
  it("keeps the half hour on both change days", () => {
    expect(bounds("2026-03-08", "America/St_Johns")).toEqual({
      start: "2026-03-08T03:30:00.000Z",
      end: "2026-03-09T02:30:00.000Z",
      hours: 23,
    });
    expect(bounds("2026-11-01", "America/St_Johns")).toEqual({
      start: "2026-11-01T02:30:00.000Z",
      end: "2026-11-02T03:30:00.000Z",
      hours: 25,
    });
  });

  it("reaches 8 AM at 10:30 UTC in summer time and 11:30 UTC in winter", () => {
    expect(isPastLocalHour(at("2026-03-08T10:29:59Z"), "America/St_Johns", 8)).toBe(false);
    expect(isPastLocalHour(at("2026-03-08T10:30:00Z"), "America/St_Johns", 8)).toBe(true);
    expect(isPastLocalHour(at("2026-11-01T11:29:59Z"), "America/St_Johns", 8)).toBe(false);
    expect(isPastLocalHour(at("2026-11-01T11:30:00Z"), "America/St_Johns", 8)).toBe(true);
  });
});

describe("a broker in America/Vancouver (PST UTC-8)", () => {
  it("is still on the day before, and before 8 AM, when Toronto's morning has begun", () => {
    const instant = at("2026-12-05T07:30:00Z");
    expect(localDate(instant, "America/Toronto")).toBe("2026-12-05");
    expect(localDate(instant, "America/Vancouver")).toBe("2026-12-04");
    const torontoAtTen = at("2026-12-05T15:00:00Z");
    expect(isPastLocalHour(torontoAtTen, "America/Toronto", 8)).toBe(true);
    expect(isPastLocalHour(torontoAtTen, "America/Vancouver", 8)).toBe(false);
    expect(isPastLocalHour(at("2026-12-05T16:00:00Z"), "America/Vancouver", 8)).toBe(true);
    expect(bounds("2026-12-05", "America/Vancouver")).toEqual({
      start: "2026-12-05T08:00:00.000Z",
      end: "2026-12-06T08:00:00.000Z",
      hours: 24,
    });
  });
});

describe("the calendar", () => {
  it("steps over month and year ends and leap days", () => {
    expect(nextLocalDate("2026-12-31")).toBe("2027-01-01");
    expect(nextLocalDate("2028-02-28")).toBe("2028-02-29");
    expect(nextLocalDate("2026-02-28")).toBe("2026-03-01");
  });

  it("starts a day whose midnight the clocks skip at its first minute (Havana springs from 00:00 to 01:00)", () => {
    expect(localDayBounds("2026-03-08", "America/Havana").start.toISOString()).toBe(
      "2026-03-08T05:00:00.000Z",
    );
  });
});

describe("a time on a broker's wall clock", () => {
  it("is the instant that clock shows it, on either side of a change", () => {
    // March 8, 2026: Toronto goes from EST (UTC−5) to EDT (UTC−4) at 2:00.
    expect(zonedInstant("2026-03-07", 9 * 60, "America/Toronto").toISOString()).toBe(
      "2026-03-07T14:00:00.000Z",
    );
    expect(zonedInstant("2026-03-08", 9 * 60, "America/Toronto").toISOString()).toBe(
      "2026-03-08T13:00:00.000Z",
    );
    // 2:30 does not exist that night: a moved clock reads it an hour later, at 3:30 EDT.
    expect(zonedInstant("2026-03-08", 150, "America/Toronto").toISOString()).toBe("2026-03-08T07:30:00.000Z");
    // November 1: 1:30 is read twice; the first reading (EDT, UTC−4) is the one taken.
    expect(zonedInstant("2026-11-01", 90, "America/Toronto").toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(zonedInstant("2026-07-02", 16 * 60 + 45, "America/St_Johns").toISOString()).toBe(
      "2026-07-02T19:15:00.000Z",
    );
  });

  it("reads back as the day and minutes typed", () => {
    const instant = zonedInstant("2026-11-01", 23 * 60 + 59, "America/Vancouver");
    expect(wallClockReading(instant, "America/Vancouver")).toEqual({
      date: "2026-11-01",
      minutes: 23 * 60 + 59,
    });
  });
});
