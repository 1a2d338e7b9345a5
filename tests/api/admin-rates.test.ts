import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mortgageRates } from "../../src/server/db/schema";
import { invalidatePublicRates } from "../../src/server/routes/rates/cache";
import { createTestContext, type TestContext } from "./harness";
import { insertRate, type ApiErrorBody } from "./public-fixtures";

interface RateBody {
  id: string;
  term: string;
  rate_type: string;
  province: string;
  posted_rate: number;
  our_rate: number;
  mortgage_type: string;
  source_url: string;
  scraped_at: string;
  is_active: boolean;
  updated_at: string;
}

interface RatesPageBody extends ApiErrorBody {
  rates: RateBody[];
  total: number;
  limit: number;
  offset: number;
}

const validRate = {
  term: "5 year",
  rate_type: "fixed",
  province: "Nova Scotia",
  mortgage_type: "High-Ratio",
  posted_rate: 5.49,
  our_rate: 3.875,
};

let t: TestContext;
let superCookie: string;

beforeAll(async () => {
  t = await createTestContext();
  superCookie = (await t.signInAs("super_admin")).cookie;
  const db = t.deps.db;
  await insertRate(db, { province: "Manitoba", term: "1 year", ourRate: 5.1 });
  await insertRate(db, { province: "Manitoba", term: "3 year", ourRate: 4.3, isActive: false });
  await insertRate(db, { province: "Manitoba", term: "10 year", rateType: "variable", ourRate: 4.9 });
  await insertRate(db, { province: "Yukon", term: "7 year", ourRate: 4.7 });
});
afterAll(() => t.close());

async function list(query = "", cookie = superCookie) {
  const res = await t.request(`/api/admin/rates${query}`, { cookie });
  return { res, body: (await res.json()) as RatesPageBody };
}

async function create(json: unknown, cookie = superCookie) {
  const res = await t.request("/api/admin/rates", { method: "POST", json, cookie });
  return { res, body: (await res.json()) as ApiErrorBody & { rate: RateBody } };
}

function patch(path: string, json: unknown, cookie = superCookie) {
  return t.request(`/api/admin/rates/${path}`, { method: "PATCH", json, cookie });
}

function remove(id: string, cookie = superCookie) {
  return t.request(`/api/admin/rates/${id}`, { method: "DELETE", cookie });
}

async function publicRates(province: string): Promise<RateBody[]> {
  const res = await t.request(`/api/rates?province=${encodeURIComponent(province)}`);
  return ((await res.json()) as { fallback: boolean; rates: RateBody[] }).rates;
}

async function bestRate(): Promise<RateBody | null> {
  return ((await (await t.request("/api/rates/best")).json()) as { rate: RateBody | null }).rate;
}

describe("who may use /api/admin/rates", () => {
  it("is super_admin only: visitors get 401, every other role 403, and nothing changes", async () => {
    const rate = await insertRate(t.deps.db, { province: "Nunavut", ourRate: 4.4 });
    // An empty cookie sends none: the helpers' default would sign the request in as super_admin.
    const writes = (cookie: string) => [
      t.request("/api/admin/rates", { cookie }),
      t.request("/api/admin/rates", { method: "POST", json: validRate, cookie }),
      patch(rate.id, { our_rate: 1 }, cookie),
      patch(`${rate.id}/active`, { is_active: false }, cookie),
      remove(rate.id, cookie),
    ];
    const anonymous = await Promise.all(writes(""));
    expect(anonymous.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    for (const role of ["agent", "admin", "others"] as const) {
      const { cookie } = await t.signInAs(role);
      const answers = await Promise.all(writes(cookie));
      expect(
        answers.map((r) => r.status),
        role,
      ).toEqual([403, 403, 403, 403, 403]);
      expect(((await answers[0]!.json()) as ApiErrorBody).error.code).toBe("forbidden");
    }
    const [row] = await t.deps.db.select().from(mortgageRates).where(eq(mortgageRates.id, rate.id));
    expect(row).toMatchObject({ ourRate: 4.4, isActive: true });
    expect((await list("?province=Nova Scotia")).body.total).toBe(0);
  });
});

describe("GET /api/admin/rates", () => {
  it("lists active and inactive rates of every term, lowest our_rate first, paginated", async () => {
    const { res, body } = await list("?province=Manitoba");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.rates.map((r) => [r.term, r.our_rate, r.is_active])).toEqual([
      ["3 year", 4.3, false],
      ["10 year", 4.9, true],
      ["1 year", 5.1, true],
    ]);
    expect(body).toMatchObject({ total: 3, limit: 25, offset: 0 });

    const second = await list("?province=Manitoba&limit=2&offset=2");
    expect(second.body.rates.map((r) => r.our_rate)).toEqual([5.1]);
    expect(second.body).toMatchObject({ total: 3, limit: 2, offset: 2 });
  });

  it("filters by province, rate type, term and active state; blank filters mean all", async () => {
    const count = async (query: string) => (await list(query)).body.total;
    expect(await count("?province=Manitoba&active=false")).toBe(1);
    expect(await count("?province=Manitoba&active=true")).toBe(2);
    expect(await count("?province=Manitoba&rate_type=variable")).toBe(1);
    expect(await count("?province=Manitoba&term=1 year")).toBe(1);
    expect(await count("?province=Yukon&rate_type=&active=&term=")).toBe(1);
  });

  it("answers a bad filter or page with a 400 naming it", async () => {
    for (const [query, field] of [
      ["?province=ON", "province"],
      ["?rate_type=hybrid", "rate_type"],
      ["?active=yes", "active"],
      ["?term=11 year", "term"],
      ["?limit=0", "limit"],
      ["?offset=-1", "offset"],
    ] as const) {
      const { res, body } = await list(query);
      expect(res.status, query).toBe(400);
      expect(body.error.field, query).toBe(field);
    }
  });
});

describe("POST /api/admin/rates", () => {
  it("adds an active Manual Entry rate stamped now, which the public reads show at once", async () => {
    expect((await publicRates("Nova Scotia")).some((r) => r.province === "Nova Scotia")).toBe(false);
    const before = Date.now();
    const { res, body } = await create({ ...validRate, our_rate: 0.125 });
    expect(res.status).toBe(201);
    expect(body.rate).toMatchObject({
      ...validRate,
      our_rate: 0.125,
      source_url: "Manual Entry",
      is_active: true,
    });
    expect(Date.parse(body.rate.scraped_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.rate.updated_at)).toBeGreaterThanOrEqual(before - 1000);

    expect((await publicRates("NS")).map((r) => r.id)).toEqual([body.rate.id]);
    // Browsers must ask again on the next page load rather than reuse a copy for a while.
    expect((await t.request("/api/rates?province=NS")).headers.get("cache-control")).toContain("no-cache");
    expect((await bestRate())?.id).toBe(body.rate.id);
    await remove(body.rate.id);
  });

  it("refuses each bad field with a 400 naming it and saves nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ term: "10 year" }, "term"],
      [{ term: "2 year" }, "term"],
      [{ rate_type: "Fixed" }, "rate_type"],
      [{ province: "ON" }, "province"],
      [{ province: "Atlantis" }, "province"],
      [{ mortgage_type: "Insured" }, "mortgage_type"],
      [{ posted_rate: undefined }, "posted_rate"],
      [{ our_rate: null }, "our_rate"],
      [{ our_rate: "" }, "our_rate"],
      [{ our_rate: "four" }, "our_rate"],
      [{ posted_rate: 4.1234 }, "posted_rate"],
      [{ our_rate: -0.5 }, "our_rate"],
      [{ our_rate: 30.001 }, "our_rate"],
    ];
    for (const [change, field] of cases) {
      const { res, body } = await create({ ...validRate, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(body.error.field, JSON.stringify(change)).toBe(field);
    }
    expect((await list("?province=Nova Scotia")).body.total).toBe(0);
  });

  it("takes a required rate typed as text, with at most 3 decimals", async () => {
    const { res, body } = await create({ ...validRate, posted_rate: "5.125", our_rate: 30 });
    expect(res.status).toBe(201);
    expect(body.rate).toMatchObject({ posted_rate: 5.125, our_rate: 30 });
    expect((await remove(body.rate.id)).status).toBe(204);
  });
});

describe("PATCH /api/admin/rates/:id", () => {
  it("edits either rate, stamps updated_at, and the public reads show it at once", async () => {
    const rate = await insertRate(t.deps.db, {
      province: "Saskatchewan",
      ourRate: 4.6,
      postedRate: 5.9,
      updatedAt: new Date("2026-01-01T00:00:00Z"),
    });
    // Written behind the API's back, so the public cache is told here.
    invalidatePublicRates();
    expect((await publicRates("SK")).map((r) => r.our_rate)).toEqual([4.6]);

    const res = await patch(rate.id, { our_rate: 0.011 });
    expect(res.status).toBe(200);
    const { rate: edited } = (await res.json()) as { rate: RateBody };
    expect(edited).toMatchObject({ our_rate: 0.011, posted_rate: 5.9 });
    expect(Date.parse(edited.updated_at)).toBeGreaterThan(Date.parse("2026-01-02T00:00:00Z"));
    expect((await publicRates("SK")).map((r) => r.our_rate)).toEqual([0.011]);
    expect((await bestRate())?.id).toBe(rate.id);

    const both = await patch(rate.id, { posted_rate: 6.125, our_rate: 5.25 });
    expect(((await both.json()) as { rate: RateBody }).rate).toMatchObject({
      posted_rate: 6.125,
      our_rate: 5.25,
    });
    expect((await bestRate())?.id).not.toBe(rate.id);
  });

  it("refuses an empty or bad edit with a 400 and an unknown id with a 404", async () => {
    const rate = await insertRate(t.deps.db, { province: "Saskatchewan", ourRate: 4.8 });
    for (const [json, field] of [
      [{}, "our_rate"],
      [{ our_rate: 4.0001 }, "our_rate"],
      [{ posted_rate: "high" }, "posted_rate"],
      [{ posted_rate: 31 }, "posted_rate"],
    ] as const) {
      const res = await patch(rate.id, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.field).toBe(field);
    }
    const missing = await patch("00000000-0000-4000-8000-000000000000", { our_rate: 4 });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ApiErrorBody).error.message).toBe("Rate not found");
    expect((await patch("not-a-rate", { our_rate: 4 })).status).toBe(404);
  });
});

describe("PATCH /api/admin/rates/:id/active", () => {
  it("deactivates and reactivates a rate; the public reads follow at once", async () => {
    const rate = (await create({ ...validRate, province: "Prince Edward Island", our_rate: 0.05 })).body.rate;
    expect((await publicRates("PE")).map((r) => r.id)).toEqual([rate.id]);
    expect((await bestRate())?.id).toBe(rate.id);

    const off = await patch(`${rate.id}/active`, { is_active: false });
    expect(off.status).toBe(200);
    expect(((await off.json()) as { rate: RateBody }).rate.is_active).toBe(false);
    expect((await publicRates("PE")).map((r) => r.id)).not.toContain(rate.id);
    expect((await bestRate())?.id).not.toBe(rate.id);
    expect((await list("?province=Prince Edward Island&active=false")).body.rates.map((r) => r.id)).toEqual([
      rate.id,
    ]);

    const on = await patch(`${rate.id}/active`, { is_active: true });
    expect(((await on.json()) as { rate: RateBody }).rate.is_active).toBe(true);
    expect((await publicRates("PE")).map((r) => r.id)).toEqual([rate.id]);
    expect((await bestRate())?.id).toBe(rate.id);
    await remove(rate.id);
  });

  it("refuses a missing or non-boolean is_active and an unknown id", async () => {
    const rate = await insertRate(t.deps.db, { province: "Alberta" });
    for (const json of [{}, { is_active: "false" }, { is_active: 0 }]) {
      const res = await patch(`${rate.id}/active`, json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.field).toBe("is_active");
    }
    const missing = await patch("00000000-0000-4000-8000-000000000000/active", { is_active: true });
    expect(missing.status).toBe(404);
  });
});

describe("DELETE /api/admin/rates/:id", () => {
  it("deletes a rate, which leaves the public reads at once, and 404s the second time", async () => {
    const rate = (await create({ ...validRate, province: "Northwest Territories", our_rate: 0.02 })).body
      .rate;
    expect((await publicRates("NT")).map((r) => r.id)).toEqual([rate.id]);
    expect((await bestRate())?.id).toBe(rate.id);

    expect((await remove(rate.id)).status).toBe(204);
    expect((await publicRates("NT")).map((r) => r.id)).not.toContain(rate.id);
    expect((await bestRate())?.id).not.toBe(rate.id);
    const rows = await t.deps.db.select().from(mortgageRates).where(eq(mortgageRates.id, rate.id));
    expect(rows).toEqual([]);

    const again = await remove(rate.id);
    expect(again.status).toBe(404);
    expect(((await again.json()) as ApiErrorBody).error.message).toBe("Rate not found");
  });
});
