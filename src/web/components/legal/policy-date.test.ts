import { describe, expect, it } from "vitest";
import { formatPolicyDate } from "./policy-date";

describe("formatPolicyDate", () => {
  it("writes the day in words, without shifting it by the time zone", () => {
    expect(formatPolicyDate("2026-11-24", "en-CA")).toBe("November 24, 2026");
    expect(formatPolicyDate("2027-01-01", "en-CA")).toBe("January 1, 2027");
  });

  it("writes it in French on the French site", () => {
    expect(formatPolicyDate("2026-12-01", "fr-CA")).toBe("1 décembre 2026");
  });

  it("shows an unreadable date as it was given rather than 'Invalid Date'", () => {
    expect(formatPolicyDate("soon", "en-CA")).toBe("soon");
  });
});
