import { describe, expect, it } from "vitest";
import { dashboardLeadUpdateSchema } from "./lead-workspace";

const followUp = (value: unknown) => dashboardLeadUpdateSchema.safeParse({ follow_up_at: value });

describe("a follow-up's date and time", () => {
  it("takes an ISO instant with its offset, or null to clear it", () => {
    expect(followUp("2027-01-15T14:30:00.000Z").data?.follow_up_at).toEqual(new Date("2027-01-15T14:30:00Z"));
    expect(followUp("2027-01-15T09:30-05:00").data?.follow_up_at).toEqual(new Date("2027-01-15T14:30:00Z"));
    expect(followUp(null).data?.follow_up_at).toBeNull();
  });

  it("refuses a day that does not exist, a year outside the century and a time without its offset", () => {
    for (const value of [
      "2026-02-30T10:00:00Z",
      "2027-13-01T10:00:00Z",
      "0000-01-01T10:00:00Z",
      "2100-01-01T10:00:00Z",
      "2027-01-15T14:30:00",
      "tomorrow",
    ]) {
      expect(followUp(value).success, value).toBe(false);
      expect(followUp(value).error?.issues[0]?.path).toEqual(["follow_up_at"]);
    }
  });
});
