import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobRuns, mortgageRates, rateHistory } from "../../src/server/db/schema";
import { INTERRUPTED_MESSAGE, RUN_LEASE_MS } from "../../src/server/jobs/job-runs";
import { RATES_SYNC_JOB, runRatesSync, type RatesSyncDeps } from "../../src/server/rates-sync/run";
import { SourceError, type RateSource, type ScrapedRate } from "../../src/server/rates-sync/types";
import { createTestContext, type TestContext } from "./harness";
import { insertRate } from "./public-fixtures";

/** The sync itself, on PGlite and PostgreSQL, with sources that answer what each test needs. */
const PAGE = "https://rates.example.ca/today";

function scraped(values: Partial<ScrapedRate>): ScrapedRate {
  return {
    term: "5 year",
    rateType: "fixed",
    province: "Saskatchewan",
    mortgageType: "Conventional",
    postedRate: 6.09,
    ourRate: 4.29,
    ...values,
  };
}

function source(
  rates: ScrapedRate[] | (() => Promise<ScrapedRate[]>),
  name = "Rates page",
  url = PAGE,
): RateSource {
  return {
    name,
    url,
    read: async () => ({ rates: typeof rates === "function" ? await rates() : rates, skipped: [] }),
  };
}

function failing(message: string, name = "Rates page"): RateSource {
  return {
    name,
    url: PAGE,
    read: () => Promise.reject(new SourceError(name, message)),
  };
}

let t: TestContext;
let deps: (sources: RateSource[], activateNew?: boolean) => RatesSyncDeps;

beforeAll(async () => {
  t = await createTestContext();
  deps = (sources, activateNew = true) => ({
    db: t.deps.db,
    log: t.deps.log,
    settings: { ...t.deps.config.ratesSync, activateNew },
    sources,
  });
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.deps.db.delete(jobRuns);
  await t.deps.db.delete(rateHistory);
  await t.deps.db.delete(mortgageRates);
});

async function ratesOf(province: string) {
  return t.deps.db.select().from(mortgageRates).where(eq(mortgageRates.province, province));
}

describe("runRatesSync", () => {
  it("does nothing and records nothing without a source", async () => {
    expect(await runRatesSync(deps([]), { trigger: "manual" })).toEqual({ status: "off" });
    expect(await t.deps.db.$count(jobRuns)).toBe(0);
  });

  it("adds, changes and confirms rates, leaves manual entries alone, and writes history for changes only", async () => {
    const manual = await insertRate(t.deps.db, { province: "Saskatchewan", term: "1 year", ourRate: 3.99 });
    const synced = await insertRate(t.deps.db, {
      province: "Saskatchewan",
      term: "3 year",
      ourRate: 4.59,
      sourceUrl: PAGE,
    });
    const same = await insertRate(t.deps.db, {
      province: "Saskatchewan",
      term: "7 year",
      postedRate: 6.4,
      ourRate: 4.89,
      sourceUrl: PAGE,
    });
    // The public rates are read (and cached) before the sync: the sync must clear that cache.
    await t.request("/api/rates?province=Saskatchewan");

    const outcome = await runRatesSync(
      deps([
        source([
          scraped({ term: "1 year", ourRate: 4.09 }),
          scraped({ term: "3 year", ourRate: 4.49 }),
          scraped({ term: "7 year", postedRate: 6.4, ourRate: 4.89 }),
          scraped({ term: "5 year", ourRate: 4.19 }),
        ]),
      ]),
      { trigger: "manual" },
    );

    expect(outcome).toMatchObject({
      status: "done",
      ok: true,
      result: { added: 1, updated: 1, unchanged: 1, skipped: 1, errors: [] },
    });
    if (outcome.status !== "done") return;
    expect(outcome.result.message).toBe("Rates synced: 1 added, 1 updated, 1 unchanged, 1 skipped.");
    expect(outcome.result.skipped_rates).toEqual([
      { rate: "1 year fixed, Saskatchewan", reason: expect.stringContaining("entered by hand") },
    ]);
    expect(outcome.result.run).toMatchObject({ trigger: "manual", outcome: "succeeded" });

    const rows = new Map((await ratesOf("Saskatchewan")).map((row) => [row.term, row]));
    expect(rows.get("1 year")).toMatchObject({ id: manual.id, ourRate: 3.99, sourceUrl: "Manual Entry" });
    expect(rows.get("3 year")).toMatchObject({ id: synced.id, ourRate: 4.49 });
    expect(rows.get("3 year")!.updatedAt.getTime()).toBeGreaterThan(synced.updatedAt.getTime());
    expect(rows.get("7 year")!.updatedAt).toEqual(same.updatedAt);
    expect(rows.get("7 year")!.scrapedAt.getTime()).toBeGreaterThan(same.scrapedAt.getTime());
    expect(rows.get("5 year")).toMatchObject({ ourRate: 4.19, sourceUrl: PAGE, isActive: true });

    const history = await t.deps.db.select().from(rateHistory);
    expect(history.map((h) => `${h.term} ${h.ourRate} ${h.source}`).sort()).toEqual([
      `3 year 4.49 ${PAGE}`,
      `5 year 4.19 ${PAGE}`,
    ]);

    const publicRates = (await (await t.request("/api/rates?province=Saskatchewan")).json()) as {
      rates: { term: string; our_rate: number }[];
    };
    expect(publicRates.rates.find((r) => r.term === "3 year")?.our_rate).toBe(4.49);
    expect(publicRates.rates.find((r) => r.term === "5 year")?.our_rate).toBe(4.19);
  });

  it("keeps new rates inactive for review when activateNew is off", async () => {
    await runRatesSync(deps([source([scraped({})])], false), { trigger: "manual" });
    expect(await ratesOf("Saskatchewan")).toEqual([expect.objectContaining({ isActive: false })]);
  });

  it("changes nothing when every source fails, and says why", async () => {
    const kept = await insertRate(t.deps.db, { province: "Saskatchewan", ourRate: 4.5, sourceUrl: PAGE });
    const outcome = await runRatesSync(deps([failing("The rates page refused the request (HTTP 403).")]), {
      trigger: "manual",
    });
    expect(outcome).toMatchObject({
      status: "done",
      ok: false,
      result: {
        message: "Rates page: The rates page refused the request (HTTP 403).",
        added: 0,
        errors: [{ source: "Rates page", message: "The rates page refused the request (HTTP 403)." }],
        run: { outcome: "failed" },
      },
    });
    expect(await ratesOf("Saskatchewan")).toEqual([kept]);
    expect(await t.deps.db.$count(rateHistory)).toBe(0);
  });

  it("imports what the working sources read when another fails, as a partial run", async () => {
    const outcome = await runRatesSync(
      deps([source([scraped({})]), failing("No observations for V80691335.", "Bank of Canada")]),
      { trigger: "cli" },
    );
    expect(outcome).toMatchObject({
      status: "done",
      ok: true,
      result: { added: 1, run: { outcome: "partial" } },
    });
    if (outcome.status === "done")
      expect(outcome.result.message).toContain("Bank of Canada: No observations");
  });

  it("refuses a second run while one is in progress, then runs normally", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = runRatesSync(deps([source(async () => (await gate, [scraped({})]))]), {
      trigger: "manual",
    });
    await expect.poll(() => t.deps.db.$count(jobRuns, eq(jobRuns.outcome, "running"))).toBe(1);

    const second = await runRatesSync(deps([source([scraped({ ourRate: 3 })])]), { trigger: "manual" });
    expect(second).toMatchObject({ status: "busy", running: { trigger: "manual", outcome: "running" } });

    release();
    expect(await first).toMatchObject({ status: "done", ok: true, result: { added: 1 } });
    expect(await runRatesSync(deps([source([scraped({})])]), { trigger: "manual" })).toMatchObject({
      status: "done",
      result: { unchanged: 1 },
    });
  });

  it("gives a scheduled occurrence to one caller only, and records one skipped when a run is in progress", async () => {
    const occurrence = new Date("2026-11-24T07:00:00Z");
    const both = await Promise.all([
      runRatesSync(deps([source([scraped({})])]), { trigger: "schedule", occurrence }),
      runRatesSync(deps([source([scraped({})])]), { trigger: "schedule", occurrence }),
    ]);
    expect(both.map((o) => o.status).sort()).toEqual(["done", "taken"]);
    expect(await t.deps.db.$count(jobRuns)).toBe(1);
    expect(await t.deps.db.$count(rateHistory)).toBe(1);

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const manual = runRatesSync(deps([source(async () => (await gate, []))]), { trigger: "manual" });
    await expect.poll(() => t.deps.db.$count(jobRuns, eq(jobRuns.outcome, "running"))).toBe(1);
    const next = new Date("2026-11-25T07:00:00Z");
    expect(await runRatesSync(deps([source([])]), { trigger: "schedule", occurrence: next })).toMatchObject({
      status: "busy",
    });
    const [skipped] = await t.deps.db.select().from(jobRuns).where(eq(jobRuns.occurrence, next));
    expect(skipped).toMatchObject({ outcome: "skipped", error: expect.stringContaining("in progress") });
    release();
    await manual;
  });

  it("marks a run whose process died as interrupted, and the next run goes ahead", async () => {
    const [dead] = await t.deps.db
      .insert(jobRuns)
      .values({
        job: RATES_SYNC_JOB,
        trigger: "schedule",
        occurrence: new Date("2026-11-22T07:00:00Z"),
        startedAt: new Date(Date.now() - RUN_LEASE_MS - 60_000),
        instance: "gone:1",
      })
      .returning();
    const outcome = await runRatesSync(deps([source([scraped({})])]), { trigger: "manual" });
    expect(outcome).toMatchObject({ status: "done", ok: true });
    const [row] = await t.deps.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.id, dead!.id)));
    expect(row).toMatchObject({ outcome: "interrupted", error: INTERRUPTED_MESSAGE });
  });
});
