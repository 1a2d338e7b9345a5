import { describe, expect, it } from "vitest";
import { ratesUpdatedLine } from "./rates-updated";

describe("ratesUpdatedLine", () => {
  it("dates the rates by the latest change or sync check among them", () => {
    expect(
      ratesUpdatedLine([
        { updated_at: "2026-11-20T15:00:00Z", scraped_at: "2026-11-20T15:00:00Z" },
        { updated_at: "2026-11-18T15:00:00Z", scraped_at: "2026-11-22T07:00:00Z" },
      ]),
    ).toBe("Updated November 22, 2026");
  });

  it("reads the day in Toronto: a change at 11 p.m. Eastern is that day's", () => {
    expect(ratesUpdatedLine([{ updated_at: "2026-11-24T04:00:00Z" }])).toBe("Updated November 23, 2026");
  });

  it("says nothing without a dated rate", () => {
    expect(ratesUpdatedLine([])).toBeNull();
    expect(ratesUpdatedLine([{ updated_at: null, scraped_at: undefined }])).toBeNull();
  });
});
