import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RateSyncResultJson, RateSyncStatusJson } from "../../src/domain/rates-sync";
import { jobRuns, mortgageRates, rateHistory } from "../../src/server/db/schema";
import {
  readRatesFixture,
  startRatesFixtureServer,
} from "../../src/server/rates-sync/fixtures/fixture-server";
import { createTestContext, type TestContext } from "./harness";
import { insertRate, type ApiErrorBody } from "./public-fixtures";
import { ratesPage } from "./rates-sync-fixtures";

const RATES_SYNC_OFF =
  "Rate sync is off: no rate source is configured. Set RATES_HTML_URL or RATES_BOC_VALET on the server (see the README), or add rates by hand.";

/** The scrape-rates trigger and the sync status, against a local rates page (no test leaves the machine). */
const PROVINCE = "Prince Edward Island";

let fixture: Awaited<ReturnType<typeof startRatesFixtureServer>>;
let t: TestContext;
let superCookie: string;

beforeAll(async () => {
  fixture = await startRatesFixtureServer();
  t = await createTestContext({
    RATES_HTML_URL: `${fixture.url}/rates`,
    RATES_HTML_PROVINCE: PROVINCE,
    RATES_SYNC_TIMEOUT_MS: "2000",
  });
  superCookie = (await t.signInAs("super_admin")).cookie;
});
afterAll(async () => {
  await t.close();
  await fixture.close();
});
beforeEach(async () => {
  await t.deps.db.delete(jobRuns);
  await t.deps.db.delete(rateHistory);
  await t.deps.db.delete(mortgageRates);
  fixture.set("/rates", {
    body: ratesPage([
      ["1 Year Fixed", "6.49%", "5.09%"],
      ["5 Year Fixed", "6.09%", "4.19%"],
      ["5 Year Variable", "6.95%", "4.45%"],
    ]),
  });
});

async function scrape(cookie = superCookie) {
  const res = await t.request("/api/admin/rates/scrape", { method: "POST", cookie });
  return { res, body: (await res.json()) as RateSyncResultJson & ApiErrorBody };
}

async function publicRates() {
  const res = await t.request(`/api/rates?province=${encodeURIComponent(PROVINCE)}`);
  return (
    (await res.json()) as {
      rates: { term: string; rate_type: string; our_rate: number; posted_rate: number }[];
    }
  ).rates;
}

describe("POST /api/admin/rates/scrape", () => {
  it("imports the page's rates, shows them on the public rates and records the run and the history", async () => {
    expect(await publicRates()).toEqual([]);
    const { res, body } = await scrape();
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      message: "Rates synced: 3 added, 0 updated, 0 unchanged, 0 skipped.",
      added: 3,
      updated: 0,
      unchanged: 0,
      skipped: 0,
      errors: [],
      run: {
        trigger: "manual",
        outcome: "succeeded",
        counts: { added: 3, updated: 0, unchanged: 0, skipped: 0 },
      },
    });
    expect(
      (await publicRates()).map((r) => `${r.term} ${r.rate_type} ${r.posted_rate} ${r.our_rate}`),
    ).toEqual(["1 year fixed 6.49 5.09", "5 year fixed 6.09 4.19", "5 year variable 6.95 4.45"]);
    const [row] = await t.deps.db.select().from(mortgageRates).limit(1);
    expect(row!.sourceUrl).toBe(`${fixture.url}/rates`);
    expect(await t.deps.db.$count(rateHistory, eq(rateHistory.province, PROVINCE))).toBe(3);

    fixture.set("/rates", {
      body: ratesPage([
        ["1 Year Fixed", "6.49%", "5.09%"],
        ["5 Year Fixed", "6.09%", "3.99%"],
      ]),
    });
    const again = await scrape();
    expect(again.body).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    expect((await publicRates()).find((r) => r.term === "5 year" && r.rate_type === "fixed")?.our_rate).toBe(
      3.99,
    );
    // The variable rate the page no longer lists is kept, active.
    expect((await publicRates()).some((r) => r.rate_type === "variable")).toBe(true);
    expect(await t.deps.db.$count(rateHistory)).toBe(4);
  });

  it("answers 502 with the reason when the page refuses (403), leaving every rate as it was", async () => {
    await scrape();
    const before = await t.deps.db.select().from(mortgageRates);
    fixture.set("/rates", { status: 403, body: "Forbidden" });
    const { res, body } = await scrape();
    expect(res.status).toBe(502);
    expect(body.error.code).toBe("scrape_failed");
    expect(body.error.message).toMatch(/403/);
    expect(body).toMatchObject({ added: 0, updated: 0, run: { outcome: "failed" } });
    expect(body.errors).toEqual([{ source: "Rates page", message: expect.stringMatching(/403/) }]);
    expect(await t.deps.db.select().from(mortgageRates)).toEqual(before);

    const status = (await (
      await t.request("/api/admin/rates/sync", { cookie: superCookie })
    ).json()) as RateSyncStatusJson;
    expect(status.last_run).toMatchObject({ outcome: "failed", error: expect.stringMatching(/403/) });
  });

  it("runs one sync at a time: a second trigger during a run answers 409", async () => {
    fixture.set("/rates", { delayMs: 600, body: ratesPage([["5 Year Fixed", "6.09%", "4.19%"]]) });
    const [first, second] = await Promise.all([
      scrape(),
      new Promise((resolve) => setTimeout(resolve, 150)).then(() => scrape()),
    ]);
    expect(first.res.status).toBe(200);
    expect(second.res.status).toBe(409);
    expect(second.body.error).toMatchObject({
      code: "sync_in_progress",
      message: expect.stringMatching(/already running/),
    });
    expect(await t.deps.db.$count(jobRuns)).toBe(1);
  });

  it("is refused to everyone but the super admin", async () => {
    const admin = await t.signInAs("admin");
    expect((await scrape(admin.cookie)).res.status).toBe(403);
    expect((await scrape("")).res.status).toBe(401);
    expect(await t.deps.db.$count(jobRuns)).toBe(0);
  });
});

describe("GET /api/admin/rates/sync", () => {
  it("names the source, the next nightly run at 2 AM Eastern and the last run", async () => {
    const res = await t.request("/api/admin/rates/sync", { cookie: superCookie });
    expect(res.status).toBe(200);
    const status = (await res.json()) as RateSyncStatusJson;
    expect(status).toMatchObject({
      configured: true,
      sources: [{ name: "Rates page", url: `${fixture.url}/rates` }],
      schedule: { pattern: "0 2 * * *", timezone: "America/Toronto" },
      activate_new: true,
      last_run: null,
    });
    const hour = new Intl.DateTimeFormat("en-CA", {
      timeZone: "America/Toronto",
      hour: "numeric",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(status.schedule!.next_run_at));
    expect(hour).toBe("02:00");
    await scrape();
    const after = (await (
      await t.request("/api/admin/rates/sync", { cookie: superCookie })
    ).json()) as RateSyncStatusJson;
    expect(after.last_run).toMatchObject({ outcome: "succeeded", counts: { added: 3 } });
  });
});

describe("without a source", () => {
  it("says the sync is off and keeps manual rates", async () => {
    const off = await createTestContext();
    try {
      const cookie = (await off.signInAs("super_admin")).cookie;
      await insertRate(off.deps.db, { province: PROVINCE });
      const res = await off.request("/api/admin/rates/scrape", { method: "POST", cookie });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: "rates_sync_off", message: RATES_SYNC_OFF } });
      const status = (await (
        await off.request("/api/admin/rates/sync", { cookie })
      ).json()) as RateSyncStatusJson;
      expect(status).toMatchObject({ configured: false, sources: [], schedule: null, last_run: null });
      expect(await off.deps.db.$count(mortgageRates)).toBe(1);
      expect(await off.deps.db.$count(jobRuns)).toBe(0);
    } finally {
      await off.close();
    }
  });
});

describe("with the rates page and the Bank of Canada", () => {
  it("lets the page win a rate both list, and the Bank refresh only posted rates of synced rows", async () => {
    const valetPath = "/valet/observations/V80691333,V80691334,V80691335,V80691311/json";
    fixture.set("/national", { body: ratesPage([["3 Year Fixed", "6.05%", "4.39%"]]) });
    fixture.set(valetPath, {
      body: readRatesFixture("valet-observations.json"),
      contentType: "application/json",
    });
    const both = await createTestContext({
      RATES_HTML_URL: `${fixture.url}/national`,
      RATES_BOC_VALET: "true",
      RATES_BOC_VALET_URL: `${fixture.url}/valet`,
    });
    try {
      const cookie = (await both.signInAs("super_admin")).cookie;
      const synced = await insertRate(both.deps.db, {
        province: "National",
        term: "5 year",
        postedRate: 6.5,
        ourRate: 4.2,
        sourceUrl: `${fixture.url}/national`,
      });
      await insertRate(both.deps.db, { province: "National", term: "1 year", sourceUrl: "Manual Entry" });

      const res = await both.request("/api/admin/rates/scrape", { method: "POST", cookie });
      const body = (await res.json()) as RateSyncResultJson;
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ added: 1, updated: 1, unchanged: 0, skipped: 3, errors: [] });
      expect(body.skipped_rates.map((s) => `${s.rate}: ${s.reason}`).sort()).toEqual([
        "1 year fixed, National: kept the rate entered by hand (the sync never changes manual entries)",
        "3 year fixed, National: already read from Rates page",
        "5 year variable, National: this source publishes posted rates only and the sync holds no rate of this kind to refresh",
      ]);
      const [after] = await both.deps.db.select().from(mortgageRates).where(eq(mortgageRates.id, synced.id));
      expect(after).toMatchObject({ postedRate: 6.09, ourRate: 4.2, sourceUrl: `${fixture.url}/national` });
    } finally {
      await both.close();
    }
  });
});
