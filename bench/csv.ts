// `npm run bench:csv`: the super admin's CSV export of 100,000 leads, streamed by a real server and
// read to the end, on PGlite in memory — and also on PostgreSQL when BENCH_PG_URL names a server
// (e.g. postgres://postgres@127.0.0.1:5432), in a throwaway database dropped afterwards. Prints the
// time, rows and bytes, and the process's memory sampled during the export against before it (a
// streamed export keeps it flat however many leads there are), next to the memory one query of
// every lead takes. Asserts nothing (timings are noisy on shared machines). BENCH_LEADS overrides
// the number of leads.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createAdaptorServer } from "@hono/node-server";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createApp } from "../src/server/app";
import { assembleDeps } from "../src/server/server";
import { createUserWithPassword } from "../src/server/auth/users";
import { loadConfig } from "../src/server/config";
import { openDatabase, type DbHandle } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { leads } from "../src/server/db/schema";
import { createLogger } from "../src/server/logger";
import { createStorage } from "../src/server/storage";

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const AGENTS = 20;
const SAMPLE_EVERY_MS = 5;
const MB = 1024 * 1024;

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** Leads of every type, source and status, most with an agent, each with a message to quote. */
async function insertLeads(handle: DbHandle): Promise<number> {
  const started = performance.now();
  await handle.db.execute(sql`
    insert into agents (name, email, profile_slug)
    select 'Agent ' || g, 'agent' || g || '@brokers.test', 'benchagent' || g
    from generate_series(1, ${AGENTS}) g`);
  await handle.db.execute(sql`
    insert into leads (agent_id, client_name, client_email, client_phone, type, source, status, message, created_at)
    select
      case when g % 5 = 0 then null else staff.ids[1 + g % ${AGENTS}] end,
      'Client ' || g,
      'client' || g || '@example.ca',
      '416-555-' || lpad((g % 10000)::text, 4, '0'),
      (array['rate_quote', 'refinance', 'application', 'contact'])[1 + g % 4],
      (array['mortgage_calculator', 'website', 'contact_form', 'AI Chatbot'])[1 + g % 4],
      (array['new', 'contacted', 'qualified', 'closed'])[1 + g % 4],
      'Hello, I''d like a "quote" for a home in Toronto, ON.' || chr(10) || 'Call me after 5, please. #' || g,
      now() - g * interval '1 second'
    from generate_series(1, ${LEADS}) g, (select array_agg(id) as ids from agents) staff`);
  return performance.now() - started;
}

interface Sampled {
  rss: number;
  heapUsed: number;
}

function sampleMemory() {
  const peak: Sampled = { rss: 0, heapUsed: 0 };
  const take = () => {
    const { rss, heapUsed } = process.memoryUsage();
    peak.rss = Math.max(peak.rss, rss);
    peak.heapUsed = Math.max(peak.heapUsed, heapUsed);
  };
  take();
  const timer = setInterval(take, SAMPLE_EVERY_MS);
  return {
    stop: () => {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}

function memoryLine(name: string, before: number, peak: number): string {
  const growth = peak - before;
  return `${name}: before ${mb(before)}, peak during ${mb(peak)} (${growth < 0 ? "−" : "+"}${mb(Math.abs(growth))})`;
}

/** Runs `work` with the memory sampled from a collected heap until it is done. */
async function whileSampling<T>(work: () => Promise<T>) {
  globalThis.gc?.();
  const before = process.memoryUsage();
  const sampler = sampleMemory();
  const started = performance.now();
  const result = await work();
  const ms = performance.now() - started;
  return { result, ms, before, peak: sampler.stop() };
}

/** Reads the whole download chunk by chunk, counting bytes and records (CRLF ends a record). */
async function readDownload(res: Response, started: number) {
  let bytes = 0;
  let records = 0;
  let previous = 0;
  let firstByteMs = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0) firstByteMs = performance.now() - started;
    for (const byte of value) {
      if (byte === 10 && previous === 13) records++;
      previous = byte;
    }
    bytes += value.byteLength;
  }
  return { bytes, rows: records - 1, firstByteMs };
}

async function measure(label: string, handle: DbHandle) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-bench-csv-"));
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: "memory://",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
  });
  const deps = assembleDeps({
    config,
    handle,
    storage: await createStorage(config),
    log: createLogger("silent"),
    authSecret: randomBytes(32).toString("hex"),
  });
  await migrateDatabase(handle);
  const server = createAdaptorServer({ fetch: createApp(deps).fetch });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const email = "bench-super@vayu.local";
    const password = `pw-${randomBytes(12).toString("hex")}`;
    await createUserWithPassword(handle.db, { email, password, fullName: "Bench", role: "super_admin" });
    const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify({ email, password }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");

    const insertMs = await insertLeads(handle);
    console.log(
      `${label}: ${LEADS.toLocaleString("en-CA")} leads inserted in ${(insertMs / 1000).toFixed(1)} s`,
    );

    const exported = await whileSampling(async () => {
      const started = performance.now();
      const res = await fetch(`${url}/api/admin/leads/export.csv`, { headers: { cookie } });
      if (res.status !== 200) throw new Error(`export failed: ${res.status} ${await res.text()}`);
      return readDownload(res, started);
    });
    const { bytes, rows, firstByteMs } = exported.result;
    console.log(
      `  export: ${rows.toLocaleString("en-CA")} rows, ${mb(bytes)} in ${(exported.ms / 1000).toFixed(2)} s ` +
        `(first byte after ${firstByteMs.toFixed(0)} ms, ${Math.round(rows / (exported.ms / 1000)).toLocaleString("en-CA")} rows/s)`,
    );
    console.log(`  ${memoryLine("RSS ", exported.before.rss, exported.peak.rss)}`);
    console.log(`  ${memoryLine("heap", exported.before.heapUsed, exported.peak.heapUsed)}`);
    if (rows !== LEADS) console.log(`  expected ${LEADS} rows, got ${rows}`);

    // What the export held before it streamed: every lead read by one query.
    const loaded = await whileSampling(async () => (await handle.db.select().from(leads)).length);
    console.log(
      `  for comparison, one query of all ${loaded.result.toLocaleString("en-CA")} leads: ` +
        memoryLine("heap", loaded.before.heapUsed, loaded.peak.heapUsed),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL first, when asked for: PGlite's memory stays with the process once it has run. */
async function main() {
  if (!globalThis.gc) console.log("(run with --expose-gc for a steadier 'before' figure)");
  const serverUrl = process.env.BENCH_PG_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await admin.connect();
    const name = `vayu_bench_csv_${Date.now()}`;
    await admin.query(`create database ${name}`);
    try {
      const handle = await openDatabase({ kind: "postgres", url: `${serverUrl}/${name}` });
      try {
        await measure("PostgreSQL", handle);
      } finally {
        await handle.close();
      }
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }

  const memory = await openDatabase({ kind: "memory" });
  try {
    await measure("PGlite (memory)", memory);
  } finally {
    await memory.close();
  }
  if (!serverUrl) {
    console.log("PostgreSQL: set BENCH_PG_URL (e.g. postgres://postgres@127.0.0.1:5432) to measure it too");
  }
}

await main();
