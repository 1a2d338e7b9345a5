import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invalidatePublicRates } from "../../src/server/routes/rates/cache";
import { createTestContext, type TestContext } from "./harness";
import { insertRate, type ApiErrorBody } from "./public-fixtures";

interface RateBody {
  id: string;
  term: string;
  rate_type: string;
  province: string;
  our_rate: number;
  is_active: boolean;
  updated_at: string;
  scraped_at: string;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  const db = t.deps.db;
  await insertRate(db, { term: "10 year", rateType: "fixed", ourRate: 3.1 });
  await insertRate(db, { term: "5 year", rateType: "variable", ourRate: 4.2 });
  await insertRate(db, { term: "5 year", rateType: "fixed", ourRate: 4.4 });
  await insertRate(db, { term: "3 year", rateType: "fixed", ourRate: 4.35 });
  await insertRate(db, { term: "3 year", rateType: "fixed", ourRate: 4.05 });
  await insertRate(db, { term: "1 year", rateType: "fixed", ourRate: 5.6 });
  await insertRate(db, { term: "7 year", rateType: "fixed", ourRate: 4.9 });
  await insertRate(db, { term: "5 year", rateType: "fixed", ourRate: 1.99, isActive: false });
  await insertRate(db, { province: "National", term: "5 year", rateType: "fixed", ourRate: 4.6 });
  await insertRate(db, { province: "National", term: "10 year", rateType: "variable", ourRate: 4.8 });
  await insertRate(db, {
    province: "Alberta",
    term: "5 year",
    rateType: "fixed",
    ourRate: 4.7,
    isActive: false,
  });
  invalidatePublicRates();
});
afterAll(() => t.close());

async function getRates(query = "") {
  const res = await t.request(`/api/rates${query}`);
  return { res, body: (await res.json()) as { province?: string; fallback?: boolean; rates: RateBody[] } };
}

const describeRate = (r: RateBody) => `${r.term} ${r.rate_type} ${r.our_rate}`;

describe("GET /api/rates", () => {
  it("lists every active rate, never an inactive one", async () => {
    const { res, body } = await getRates();
    expect(res.status).toBe(200);
    expect(body.rates).toHaveLength(9);
    expect(body.rates.every((r) => r.is_active)).toBe(true);
    expect(body.rates.map((r) => r.our_rate)).not.toContain(1.99);
    expect(body.rates.map((r) => r.province)).not.toContain("Alberta");
    expect(body).not.toHaveProperty("province");
  });

  it("orders by term 1, 3, 5, 7 then others, fixed before variable, then the lowest rate", async () => {
    const { body } = await getRates("?province=ON");
    expect(body.rates.map(describeRate)).toEqual([
      "1 year fixed 5.6",
      "3 year fixed 4.05",
      "3 year fixed 4.35",
      "5 year fixed 4.4",
      "5 year variable 4.2",
      "7 year fixed 4.9",
      "10 year fixed 3.1",
    ]);
    expect(body).toMatchObject({ province: "Ontario", fallback: false });
  });

  it("accepts a full province name in any case", async () => {
    const { body } = await getRates("?province=ontario");
    expect(body.province).toBe("Ontario");
    expect(body.rates.every((r) => r.province === "Ontario")).toBe(true);
  });

  it("limits the home page list to 1, 3, 5 and 7 year terms", async () => {
    const { body } = await getRates("?province=Ontario&terms=home");
    expect(body.rates.map((r) => r.term)).toEqual([
      "1 year",
      "3 year",
      "3 year",
      "5 year",
      "5 year",
      "7 year",
    ]);
  });

  it("falls back to the National rates when the province has no active rate", async () => {
    const { body } = await getRates("?province=AB");
    expect(body.province).toBe("Alberta");
    expect(body.fallback).toBe(true);
    expect(body.rates.map(describeRate)).toEqual(["5 year fixed 4.6", "10 year variable 4.8"]);
    const home = await getRates("?province=AB&terms=home");
    expect(home.body.rates.map(describeRate)).toEqual(["5 year fixed 4.6"]);
  });

  it("answers an unknown province or terms value with a 400 naming it", async () => {
    for (const [query, field] of [
      ["?province=Atlantis", "province"],
      ["?province=XX", "province"],
      ["?terms=all", "terms"],
    ] as const) {
      const res = await t.request(`/api/rates${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.field).toBe(field);
    }
  });

  it("serves a cached body with an ETag, answers If-None-Match with 304 and forgets it on invalidation", async () => {
    const first = await t.request("/api/rates?province=QC");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers.get("content-type")).toContain("application/json");

    const revalidated = await t.request("/api/rates?province=QC", { headers: { "if-none-match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");

    await insertRate(t.deps.db, { province: "Quebec", term: "5 year", ourRate: 4.15 });
    const cached = await t.request("/api/rates?province=QC");
    expect(cached.headers.get("etag")).toBe(etag);

    invalidatePublicRates();
    const fresh = await t.request("/api/rates?province=QC", { headers: { "if-none-match": etag! } });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("etag")).not.toBe(etag);
    const body = (await fresh.json()) as { fallback: boolean; rates: RateBody[] };
    expect(body.fallback).toBe(false);
    expect(body.rates.map(describeRate)).toEqual(["5 year fixed 4.15"]);
  });

  it("dates each rate with updated_at and scraped_at, which the pages show as 'Updated {date}'", async () => {
    const updatedAt = new Date("2026-11-20T15:30:00Z");
    const scrapedAt = new Date("2026-11-23T07:00:00Z");
    await insertRate(t.deps.db, { province: "Manitoba", ourRate: 4.3, updatedAt, scrapedAt });
    invalidatePublicRates();
    const { body } = await getRates("?province=MB");
    expect(body.rates).toHaveLength(1);
    expect(body.rates[0]).toMatchObject({
      updated_at: updatedAt.toISOString(),
      scraped_at: scrapedAt.toISOString(),
    });
  });
});

describe("GET /api/rates/best", () => {
  it("returns the lowest active our_rate, skipping inactive ones", async () => {
    const res = await t.request("/api/rates/best");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { rate: RateBody };
    expect(describeRate(body.rate)).toBe("10 year fixed 3.1");
    expect(new Date(body.rate.updated_at).getTime()).not.toBeNaN();
    expect(new Date(body.rate.scraped_at).getTime()).not.toBeNaN();
  });
});
