import { describe, expect, it } from "vitest";
import type { MortgageRate } from "../db/schema";
import {
  mergeSourceRates,
  planRateImport,
  SKIP_MANUAL,
  SKIP_POSTED_ONLY,
  type IncomingRate,
} from "./import-plan";

const SOURCE = "https://rates.example.ca/today";
const OTHER = "https://other.example.ca/rates";
let nextId = 0;

function row(values: Partial<MortgageRate>): MortgageRate {
  nextId += 1;
  return {
    id: `row-${nextId}`,
    term: "5 year",
    rateType: "fixed",
    province: "National",
    mortgageType: "Conventional",
    postedRate: 6.09,
    ourRate: 4.29,
    sourceUrl: SOURCE,
    scrapedAt: new Date("2026-11-01T07:00:00Z"),
    updatedAt: new Date("2026-11-01T07:00:00Z"),
    isActive: true,
    ...values,
  };
}

function incoming(values: Partial<IncomingRate>): IncomingRate {
  return {
    term: "5 year",
    rateType: "fixed",
    province: "National",
    mortgageType: "Conventional",
    postedRate: 6.09,
    ourRate: 4.29,
    sourceUrl: SOURCE,
    ...values,
  };
}

describe("planRateImport", () => {
  it("adds a rate nobody holds, changes a synced one and confirms an identical one", () => {
    const same = row({ term: "1 year" });
    const changed = row({ term: "3 year", ourRate: 4.59 });
    const plan = planRateImport(
      [same, changed],
      [
        incoming({ term: "1 year" }),
        incoming({ term: "3 year", ourRate: 4.49 }),
        incoming({ term: "7 year", postedRate: 6.4, ourRate: 4.89 }),
      ],
    );
    expect(plan.unchanged).toEqual([same.id]);
    expect(plan.updates).toEqual([
      { id: changed.id, postedRate: 6.09, ourRate: 4.49, sourceUrl: SOURCE, valuesChanged: true },
    ]);
    expect(plan.inserts).toEqual([
      expect.objectContaining({ term: "7 year", ourRate: 4.89, sourceUrl: SOURCE }),
    ]);
    expect(plan.skipped).toEqual([]);
  });

  it("never touches a rate entered by hand, and adds no twin next to it", () => {
    const manual = row({ sourceUrl: "Manual Entry", ourRate: 3.99 });
    const plan = planRateImport([manual], [incoming({ ourRate: 4.19 })]);
    expect(plan).toEqual({
      inserts: [],
      updates: [],
      unchanged: [],
      skipped: [{ rate: "5 year fixed, National", reason: SKIP_MANUAL }],
    });
  });

  it("changes the synced row when a manual one of the same kind also exists", () => {
    const manual = row({ sourceUrl: "Manual Entry" });
    const synced = row({ ourRate: 4.39 });
    const plan = planRateImport([manual, synced], [incoming({ ourRate: 4.19 })]);
    expect(plan.updates.map((u) => u.id)).toEqual([synced.id]);
  });

  it("prefers the row of the same source among several synced ones", () => {
    const other = row({ sourceUrl: OTHER });
    const own = row({ sourceUrl: SOURCE, ourRate: 4.5 });
    const plan = planRateImport([other, own], [incoming({ ourRate: 4.4 })]);
    expect(plan.updates.map((u) => u.id)).toEqual([own.id]);
  });

  it("lets a posted-only rate refresh a synced row's posted rate, keeping its our rate and source", () => {
    const synced = row({ postedRate: 6.09, ourRate: 4.29 });
    const plan = planRateImport([synced], [incoming({ postedRate: 6.14, ourRate: null, sourceUrl: OTHER })]);
    expect(plan.updates).toEqual([
      { id: synced.id, postedRate: 6.14, ourRate: 4.29, sourceUrl: SOURCE, valuesChanged: true },
    ]);
  });

  it("skips a posted-only rate the sync holds no row for, and one only a manual row holds", () => {
    const plan = planRateImport(
      [row({ term: "1 year", sourceUrl: "Manual Entry" })],
      [incoming({ ourRate: null }), incoming({ term: "1 year", ourRate: null })],
    );
    expect(plan.inserts).toEqual([]);
    expect(plan.skipped).toEqual([
      { rate: "5 year fixed, National", reason: SKIP_POSTED_ONLY },
      { rate: "1 year fixed, National", reason: SKIP_MANUAL },
    ]);
  });

  it("keys rates by mortgage type and province too", () => {
    const plan = planRateImport(
      [row({})],
      [incoming({ mortgageType: "High-Ratio" }), incoming({ province: "Ontario" })],
    );
    expect(plan.inserts).toHaveLength(2);
    expect(plan.unchanged).toEqual([]);
  });

  it("compares at the stored precision of three decimals", () => {
    const synced = row({ ourRate: 4.125 });
    expect(planRateImport([synced], [incoming({ ourRate: 4.1249 })]).unchanged).toEqual([synced.id]);
  });

  it("counts a new source with the same values as an update without a value change", () => {
    const synced = row({ sourceUrl: OTHER });
    expect(planRateImport([synced], [incoming({})]).updates).toEqual([
      expect.objectContaining({ id: synced.id, sourceUrl: SOURCE, valuesChanged: false }),
    ]);
  });

  it("deletes and deactivates nothing when a source lists fewer rates", () => {
    const plan = planRateImport([row({ term: "1 year" }), row({ term: "3 year" })], []);
    expect(plan).toEqual({ inserts: [], updates: [], unchanged: [], skipped: [] });
  });
});

describe("mergeSourceRates", () => {
  it("keeps the first source's rate when two sources list the same one", () => {
    const rate = incoming({});
    const { rates, skipped } = mergeSourceRates([
      { sourceName: "Rates page", sourceUrl: SOURCE, rates: [rate] },
      {
        sourceName: "Bank of Canada",
        sourceUrl: OTHER,
        rates: [{ ...rate, ourRate: null, postedRate: 6.5 }],
      },
    ]);
    expect(rates).toEqual([{ ...rate, sourceUrl: SOURCE }]);
    expect(skipped).toEqual([{ rate: "5 year fixed, National", reason: "already read from Rates page" }]);
  });
});
