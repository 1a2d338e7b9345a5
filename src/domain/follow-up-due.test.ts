import { describe, expect, it } from "vitest";
import { followUpDue } from "./follow-up-due";

describe("followUpDue", () => {
  // 10:00 in Toronto (EST, UTC-5), 07:00 in Vancouver.
  const now = new Date("2026-01-15T15:00:00Z");

  it("is nothing without a follow-up", () => {
    expect(followUpDue(null, "America/Toronto", now)).toBeNull();
  });

  it("is overdue once the time has passed, even earlier today", () => {
    expect(followUpDue(new Date("2026-01-15T14:59:00Z"), "America/Toronto", now)).toBe("overdue");
    expect(followUpDue(new Date("2025-12-01T12:00:00Z"), "America/Toronto", now)).toBe("overdue");
  });

  it("is due today until midnight on the broker's calendar, not UTC's", () => {
    // 23:30 in Toronto is already the 16th in UTC.
    expect(followUpDue(new Date("2026-01-16T04:30:00Z"), "America/Toronto", now)).toBe("today");
    // The same moment is tomorrow in Halifax (00:30 on the 16th).
    expect(followUpDue(new Date("2026-01-16T04:30:00Z"), "America/Halifax", now)).toBeNull();
    // 21:00 on the 15th in Vancouver.
    expect(followUpDue(new Date("2026-01-16T05:00:00Z"), "America/Vancouver", now)).toBe("today");
  });

  it("is nothing for a later day", () => {
    expect(followUpDue(new Date("2026-01-17T15:00:00Z"), "America/Toronto", now)).toBeNull();
  });
});
