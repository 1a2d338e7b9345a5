import { describe, expect, it } from "vitest";
import { followUpInputs, followUpInstant } from "./follow-up";

describe("follow-up inputs", () => {
  it("reads and writes the broker's wall clock, whatever the browser's zone", () => {
    // 14:30 in Toronto in January is EST, UTC−5.
    expect(followUpInstant("2027-01-15", "14:30", "America/Toronto")).toBe("2027-01-15T19:30:00.000Z");
    expect(followUpInputs("2027-01-15T19:30:00.000Z", "America/Toronto")).toEqual({
      date: "2027-01-15",
      time: "14:30",
    });
    // The same instant in Vancouver (PST, UTC−8) is 11:30, and in St. John's (NST, UTC−3:30) 16:00.
    expect(followUpInputs("2027-01-15T19:30:00.000Z", "America/Vancouver").time).toBe("11:30");
    expect(followUpInputs("2027-01-15T19:30:00.000Z", "America/St_Johns").time).toBe("16:00");
  });

  it("follows the clock changes: summer time is UTC−4 in Toronto", () => {
    expect(followUpInstant("2027-07-02", "09:00", "America/Toronto")).toBe("2027-07-02T13:00:00.000Z");
  });

  it("starts the working day when no time is given", () => {
    const iso = followUpInstant("2027-01-15", "", "America/Halifax")!;
    expect(followUpInputs(iso, "America/Halifax")).toEqual({ date: "2027-01-15", time: "09:00" });
  });

  it("refuses what is not a day and a time", () => {
    expect(followUpInstant("", "09:00", "America/Toronto")).toBeNull();
    expect(followUpInstant("2027-02-30", "09:00", "America/Toronto")).toBeNull();
    expect(followUpInstant("2027-01-15", "25:00", "America/Toronto")).toBeNull();
    expect(followUpInstant("15/01/2027", "09:00", "America/Toronto")).toBeNull();
  });

  it("leaves the inputs empty for a value that is not an instant", () => {
    expect(followUpInputs("soon", "America/Toronto")).toEqual({ date: "", time: "" });
  });
});
