import { describe, expect, it } from "vitest";
import { followUpInputs, followUpInstant, followUpState } from "./follow-up";

describe("followUpState", () => {
  const now = new Date("2026-12-05T15:00:00Z"); // 10:00 in Toronto

  it("is overdue once the time has passed, even earlier the same day", () => {
    expect(followUpState(new Date("2026-12-05T14:59:00Z"), now, "America/Toronto")).toBe("overdue");
    expect(followUpState(new Date("2026-11-30T15:00:00Z"), now, "America/Toronto")).toBe("overdue");
  });

  it("is due today until the end of the broker's own day", () => {
    expect(followUpState(new Date("2026-12-06T04:59:00Z"), now, "America/Toronto")).toBe("today");
    expect(followUpState(new Date("2026-12-06T05:00:00Z"), now, "America/Toronto")).toBe("later");
  });

  it("reads the day in the broker's zone, not UTC's", () => {
    // 02:00 UTC on the 6th is still the evening of the 5th in Vancouver.
    const evening = new Date("2026-12-06T02:00:00Z");
    expect(followUpState(evening, now, "America/Vancouver")).toBe("today");
    expect(followUpState(evening, now, "UTC")).toBe("later");
  });
});

describe("follow-up inputs", () => {
  it("round-trips a date and time typed in the browser's zone", () => {
    const iso = followUpInstant("2027-01-15", "14:30");
    expect(iso).toMatch(/^2027-01-1[45]T\d{2}:30:00\.000Z$/);
    expect(followUpInputs(iso!)).toEqual({ date: "2027-01-15", time: "14:30" });
  });

  it("starts the working day when no time is given", () => {
    expect(followUpInputs(followUpInstant("2027-01-15", "")!)).toEqual({ date: "2027-01-15", time: "09:00" });
  });

  it("refuses what is not a day and a time", () => {
    expect(followUpInstant("", "09:00")).toBeNull();
    expect(followUpInstant("2027-02-30", "09:00")).toBeNull();
    expect(followUpInstant("2027-01-15", "25:00")).toBeNull();
    expect(followUpInstant("15/01/2027", "09:00")).toBeNull();
  });

  it("leaves the inputs empty for a value that is not an instant", () => {
    expect(followUpInputs("soon")).toEqual({ date: "", time: "" });
  });
});
