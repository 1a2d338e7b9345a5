import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RateHistoryJson } from "../../src/domain/rates-sync";
import { rateHistory, type MortgageRate } from "../../src/server/db/schema";
import { recordRateHistory } from "../../src/server/rate-history/record";
import { invalidatePublicRates } from "../../src/server/routes/rates/cache";
import { createTestContext, type TestContext } from "./harness";
import { insertRate, type ApiErrorBody } from "./public-fixtures";

const DAY_MS = 86_400_000;
const torontoDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Toronto" });

/** An instant `days` days back, and the Toronto day the API files it under. */
function daysAgo(days: number): { at: Date; day: string } {
  const at = new Date(Date.now() - days * DAY_MS);
  return { at, day: torontoDay.format(at) };
}

/** The same calendar day a year earlier; 29 February becomes the 28th, as in PostgreSQL. */
function yearBefore(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const earlier = new Date(Date.UTC(year - 1, month - 1, date));
  if (earlier.getUTCMonth() !== month - 1) earlier.setUTCDate(0);
  return earlier.toISOString().slice(0, 10);
}

interface Row {
  province: string;
  mortgageType?: "Conventional" | "High-Ratio" | "Refinance";
  term?: string;
  rateType?: "fixed" | "variable";
  our: number;
  posted: number;
  at: Date;
}

let t: TestContext;

async function insertHistory(rows: Row[]) {
  await t.deps.db.insert(rateHistory).values(
    rows.map((row) => ({
      term: row.term ?? "5 year",
      rateType: row.rateType ?? "fixed",
      province: row.province,
      mortgageType: row.mortgageType ?? "Conventional",
      ourRate: row.our,
      postedRate: row.posted,
      source: "Manual Entry",
      recordedAt: row.at,
    })),
  );
}

async function history(query: string, headers: Record<string, string> = {}) {
  const res = await t.request(`/api/rates/history${query}`, { headers });
  const text = await res.text();
  return { res, body: (text ? JSON.parse(text) : null) as RateHistoryJson & ApiErrorBody };
}

const point = (date: string, our_rate: number, posted_rate: number) => ({ date, our_rate, posted_rate });

const d400 = daysAgo(400);
const d380 = daysAgo(380);
const d180 = daysAgo(180);
const d90 = daysAgo(90);
const d30 = daysAgo(30);
const d1 = daysAgo(1);

beforeAll(async () => {
  t = await createTestContext();
  await insertHistory([
    // Ontario 5 year fixed: two mortgage types, each with a value in force before the window.
    { province: "Ontario", our: 5.0, posted: 6.5, at: d400.at },
    { province: "Ontario", mortgageType: "High-Ratio", our: 4.8, posted: 6.4, at: d380.at },
    { province: "Ontario", our: 4.6, posted: 6.3, at: d180.at },
    // High-Ratio falls, yet stays above Conventional: the best is unchanged, so no point.
    { province: "Ontario", mortgageType: "High-Ratio", our: 4.7, posted: 6.4, at: d90.at },
    { province: "Ontario", mortgageType: "High-Ratio", our: 4.5, posted: 6.2, at: d30.at },
    { province: "Ontario", our: 4.4, posted: 6.1, at: d1.at },
    // Other series of Ontario, which the 5 year fixed line must not mix in.
    { province: "Ontario", rateType: "variable", our: 3.9, posted: 5.1, at: d90.at },
    { province: "Ontario", term: "3 year", our: 3.1, posted: 5.0, at: d30.at },
    // National 5 year fixed, first recorded inside the window.
    { province: "National", our: 4.9, posted: 6.6, at: d180.at },
    // Alberta has history, but none for the 5 year term.
    { province: "Alberta", term: "3 year", our: 4.2, posted: 5.8, at: d90.at },
  ]);
  invalidatePublicRates();
});
afterAll(() => t.close());

describe("GET /api/rates/history", () => {
  it("is the best rate across mortgage types as a step line over the last 12 Toronto months", async () => {
    const { res, body } = await history("?term=5%20year&type=fixed&province=Ontario");
    expect(res.status).toBe(200);
    expect(body.to).toBe(torontoDay.format(new Date()));
    expect(body.from).toBe(yearBefore(body.to));
    expect(body).toMatchObject({ term: "5 year", rate_type: "fixed", province: "Ontario", fallback: false });
    expect(body.points).toEqual([
      // In force at the window's start: High-Ratio (4.8) under Conventional (5.0).
      point(body.from, 4.8, 6.4),
      point(d180.day, 4.6, 6.3),
      point(d30.day, 4.5, 6.2),
      point(d1.day, 4.4, 6.1),
    ]);
  });

  it("answers the series asked for: the type, and the term (5 year by default), by code or name", async () => {
    const variable = await history("?type=variable&province=ON");
    expect(variable.body).toMatchObject({ term: "5 year", rate_type: "variable", province: "Ontario" });
    expect(variable.body.points).toEqual([point(d90.day, 3.9, 5.1)]);

    const threeYear = await history("?term=3%20year&type=fixed&province=ontario");
    expect(threeYear.body.points).toEqual([point(d30.day, 3.1, 5.0)]);
  });

  it("defaults to the National series, which starts at its first row when it began inside the window", async () => {
    const { body } = await history("?type=fixed");
    expect(body).toMatchObject({ term: "5 year", province: "National", fallback: false });
    expect(body.points).toEqual([point(d180.day, 4.9, 6.6)]);
  });

  it("falls back to National for a province without any history, not for one lacking this series", async () => {
    const manitoba = await history("?type=fixed&province=MB");
    expect(manitoba.body).toMatchObject({ province: "National", fallback: true });
    expect(manitoba.body.points).toEqual([point(d180.day, 4.9, 6.6)]);

    const alberta = await history("?type=fixed&province=Alberta");
    expect(alberta.body).toMatchObject({ province: "Alberta", fallback: false, points: [] });
  });

  it("answers an unknown term, type or province, or a missing type, with a 400 naming the field", async () => {
    for (const [query, field] of [
      ["?type=fixed&term=5%20years", "term"],
      ["?type=fixed&term=", "term"],
      ["", "type"],
      ["?type=Fixed", "type"],
      ["?type=fixed&province=Atlantis", "province"],
    ] as const) {
      const { res, body } = await history(query);
      expect(res.status, query).toBe(400);
      expect(body.error.field, query).toBe(field);
    }
  });

  it("serves a cached body with an ETag and 304, refreshed by an admin's rate edit", async () => {
    const { cookie } = await t.signInAs("super_admin");
    const rate = await insertRate(t.deps.db, { province: "Quebec", postedRate: 6, ourRate: 4.5 });
    await recordRateHistory(t.deps.db, [rate], d90.at);
    invalidatePublicRates();

    const first = await history("?type=fixed&province=QC");
    expect(first.body.points).toEqual([point(d90.day, 4.5, 6)]);
    const etag = first.res.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect(first.res.headers.get("cache-control")).toBe("public, no-cache");

    const revalidated = await history("?type=fixed&province=QC", { "if-none-match": etag });
    expect(revalidated.res.status).toBe(304);

    const edit = await t.request(`/api/admin/rates/${rate.id}`, {
      method: "PATCH",
      json: { our_rate: 4.25 },
      cookie,
    });
    expect(edit.status).toBe(200);
    const edited = (await edit.json()) as { rate: Pick<MortgageRate, "id"> };
    expect(edited.rate.id).toBe(rate.id);

    const fresh = await history("?type=fixed&province=QC", { "if-none-match": etag });
    expect(fresh.res.status).toBe(200);
    expect(fresh.res.headers.get("etag")).not.toBe(etag);
    expect(fresh.body.points).toEqual([point(d90.day, 4.5, 6), point(fresh.body.to, 4.25, 6)]);
  });

  it("drops a rate the super admin switches off or deletes from the best rate, and takes it back when switched on", async () => {
    const { cookie } = await t.signInAs("super_admin");
    const low = await insertRate(t.deps.db, { province: "Nova Scotia", postedRate: 6, ourRate: 3.9 });
    const high = await insertRate(t.deps.db, {
      province: "Nova Scotia",
      mortgageType: "High-Ratio",
      postedRate: 6.2,
      ourRate: 4.3,
    });
    await recordRateHistory(t.deps.db, [low, high], d90.at);
    invalidatePublicRates();
    const today = (await history("?type=fixed&province=NS")).body.to;
    const active = (id: string, is_active: boolean) =>
      t.request(`/api/admin/rates/${id}/active`, { method: "PATCH", json: { is_active }, cookie });

    expect((await active(low.id, false)).status).toBe(200);
    expect((await history("?type=fixed&province=NS")).body.points).toEqual([
      point(d90.day, 3.9, 6),
      point(today, 4.3, 6.2),
    ]);
    expect((await active(low.id, true)).status).toBe(200);
    expect((await history("?type=fixed&province=NS")).body.points).toEqual([point(d90.day, 3.9, 6)]);

    expect((await t.request(`/api/admin/rates/${low.id}`, { method: "DELETE", cookie })).status).toBe(204);
    expect((await history("?type=fixed&province=NS")).body.points).toEqual([
      point(d90.day, 3.9, 6),
      point(today, 4.3, 6.2),
    ]);
  });
});
