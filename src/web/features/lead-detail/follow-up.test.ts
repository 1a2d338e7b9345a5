import { describe, expect, it } from "vitest";
import { followUpInputs, followUpInstant } from "./follow-up";

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
