import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { nextRunAt } from "../../src/server/jobs/schedule";
import { startRatesFixtureServer } from "../../src/server/rates-sync/fixtures/fixture-server";
import { adminUrl, TEST_DB_KIND } from "./db-target";
import { ratesPage } from "./rates-sync-fixtures";

/**
 * Two real app processes on one PostgreSQL database, both scheduling the sync every 5 seconds:
 * each scheduled occurrence is run by exactly one of them, and the rates are imported once.
 */
const SCHEDULE = { pattern: "*/5 * * * * *", timezone: "UTC" };

interface Instance {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  dataDir: string;
}

function startInstance(env: Record<string, string>, dataDir: string): Promise<Instance> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes("Vayu is running at")) {
        clearInterval(timer);
        resolve({ child, output: () => out, dataDir });
      }
    }, 50);
    child.once("exit", (code) => {
      clearInterval(timer);
      reject(new Error(`instance exited with ${code}: ${out}`));
    });
  });
}

function stopInstance({ child }: Instance): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

describe.skipIf(TEST_DB_KIND !== "postgres")("the nightly sync with two instances on one PostgreSQL", () => {
  const database = `vayu_t_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl("postgres") });
  let db: pg.Client;
  let fixture: Awaited<ReturnType<typeof startRatesFixtureServer>>;
  const instances: Instance[] = [];

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${database} template ${inject("migratedTemplate")}`);
    db = new pg.Client({ connectionString: adminUrl(database) });
    await db.connect();
    fixture = await startRatesFixtureServer();
    fixture.set("/rates", {
      body: ratesPage([
        ["5 Year Fixed", "6.09%", "4.19%"],
        ["3 Year Fixed", "6.05%", "4.39%"],
      ]),
    });
  });

  afterAll(async () => {
    await Promise.all(instances.map(stopInstance));
    await Promise.all(instances.map((i) => rm(i.dataDir, { recursive: true, force: true })));
    await fixture?.close();
    await db?.end();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it("runs each scheduled occurrence on exactly one instance", { timeout: 60_000 }, async () => {
    const env = {
      DATABASE_URL: adminUrl(database),
      AUTH_SECRET: randomBytes(32).toString("hex"),
      SEED_DEMO: "false",
      ADMIN_EMAIL: "admin@instances.test",
      ADMIN_PASSWORD: "instances-pass-123",
      RATES_HTML_URL: `${fixture.url}/rates`,
      RATES_HTML_PROVINCE: "New Brunswick",
      RATES_SYNC_SCHEDULE: SCHEDULE.pattern,
      RATES_SYNC_TIMEZONE: SCHEDULE.timezone,
    };
    // One after the other, so the first creates the super admin and the second finds it.
    for (let i = 0; i < 2; i += 1) {
      instances.push(await startInstance(env, await mkdtemp(path.join(os.tmpdir(), "vayu-instance-"))));
    }
    // The first occurrence after both are up is the one both instances fire for.
    const occurrence = nextRunAt(SCHEDULE, new Date(Date.now() + 1000))!;
    await expect
      .poll(
        async () =>
          (
            await db.query<{ outcome: string }>(
              "select outcome from job_runs where job = 'rates-sync' and occurrence = $1",
              [occurrence],
            )
          ).rows.map((r) => r.outcome),
        { timeout: 20_000, interval: 250 },
      )
      .toEqual(["succeeded"]);

    // Both instances fired for it: one ran it, the other found it taken.
    await expect
      .poll(
        () => instances.filter((i) => i.output().includes("scheduled rate sync left to another run")).length,
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(0);
    expect(instances.every((i) => i.output().includes("nightly rate sync scheduled"))).toBe(true);

    const perOccurrence = await db.query<{ n: number }>(
      "select count(*)::int as n from job_runs where job = 'rates-sync' and occurrence is not null group by occurrence",
    );
    expect(perOccurrence.rows.every((r) => r.n === 1)).toBe(true);
    const rates = await db.query(
      "select term, our_rate from mortgage_rates where province = 'New Brunswick'",
    );
    expect(rates.rows).toHaveLength(2);
    const history = await db.query("select 1 from rate_history where province = 'New Brunswick'");
    expect(history.rows).toHaveLength(2);
  });
});
