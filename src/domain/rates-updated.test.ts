import { describe, expect, it } from "vitest";
import { ratesUpdatedDate } from "./rates-updated";

describe("ratesUpdatedDate", () => {
  it("dates the rates by the latest change or sync check among them", () => {
    expect(
      ratesUpdatedDate([
        { updated_at: "2026-11-20T15:00:00Z", scraped_at: "2026-11-20T15:00:00Z" },
        { updated_at: "2026-11-18T15:00:00Z", scraped_at: "2026-11-22T07:00:00Z" },
      ]),
    ).toBe("November 22, 2026");
  });

  it("reads the day in Toronto: a change at 11 p.m. Eastern is that day's", () => {
    expect(ratesUpdatedDate([{ updated_at: "2026-11-24T04:00:00Z" }])).toBe("November 23, 2026");
  });

  it("writes the day the French way on a French page", () => {
    expect(ratesUpdatedDate([{ updated_at: "2026-11-24T04:00:00Z" }], "fr-CA")).toBe("23 novembre 2026");
  });

  it("says nothing without a dated rate", () => {
    expect(ratesUpdatedDate([])).toBeNull();
    expect(ratesUpdatedDate([{ updated_at: null, scraped_at: undefined }])).toBeNull();
  });
});
