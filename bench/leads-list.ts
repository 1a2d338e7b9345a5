// `npm run bench:leads-list`: the super admin's leads list and one agent's, with 100,000 leads on
// PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432), in a throwaway database
// dropped afterwards. Times each request through the app (app.request with a signed-in session, so
// the route, its queries and the JSON are all counted): the first page, a filtered page and the last
// page — opened by its address (offset) and reached with Next (the cursor of the page before it).
// Prints the median and the spread of BENCH_RUNS runs (default 20) after a warm-up. Asserts nothing:
// timings are noisy on shared machines, so the load average is printed beside them. BENCH_LEADS
// overrides the number of leads.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { createApp } from "../src/server/app";
import { assembleDeps } from "../src/server/server";
import { createUserWithPassword } from "../src/server/auth/users";
import { loadConfig } from "../src/server/config";
import { openDatabase, type DbHandle } from "../src/server/db/client";
import { migrateDatabase } from "../src/server/db/migrate";
import { agents } from "../src/server/db/schema";
import { LARGE_SEED_DEFAULTS, seedLargeLeads } from "../src/server/db/seed-large";
import { createLogger } from "../src/server/logger";
import { createStorage } from "../src/server/storage";

const LEADS = Number(process.env.BENCH_LEADS ?? LARGE_SEED_DEFAULTS.leads);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARM_UP = 3;
const SERVER_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432";
const ADMIN_PAGE = 50;
const AGENT_PAGE = 25;
/** The peer address @hono/node-server would pass; app.request has no socket. */
const LOOPBACK = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

type App = ReturnType<typeof createApp>;

interface ListBody {
  leads: unknown[];
  total: number;
  next_cursor: string | null;
}

interface Row {
  list: string;
  page: string;
  query: string;
  ms: number[];
  rows: number;
  total: number;
}

async function get(app: App, cookie: string, url: string): Promise<ListBody> {
  const res = await app.request(`http://localhost${url}`, { headers: { cookie } }, LOOPBACK);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as ListBody;
}

async function time(app: App, cookie: string, url: string): Promise<{ ms: number[]; body: ListBody }> {
  let body = await get(app, cookie, url);
  for (let i = 1; i < WARM_UP; i++) body = await get(app, cookie, url);
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    body = await get(app, cookie, url);
    ms.push(performance.now() - started);
  }
  return { ms, body };
}

/**
 * The pages of one list: the first, a filtered one, and the last — by offset, as a link to it opens
 * it, and after the cursor of the page before it, as Next reaches it.
 */
async function measureList(app: App, cookie: string, list: string, base: string, size: number) {
  const rows: Row[] = [];
  const measure = async (page: string, query: string) => {
    const { ms, body } = await time(app, cookie, `${base}?${query}`);
    rows.push({ list, page, query, ms, rows: body.leads.length, total: body.total });
    return body;
  };
  const first = await measure("first", `limit=${size}`);
  await measure("filtered", `status=new&type=application&limit=${size}`);
  const lastOffset = Math.floor((first.total - 1) / size) * size;
  await measure("last, by offset", `limit=${size}&offset=${lastOffset}`);
  const before = await get(app, cookie, `${base}?limit=${size}&offset=${lastOffset - size}`);
  const after = encodeURIComponent(before.next_cursor!);
  await measure("last, by cursor (Next)", `limit=${size}&offset=${lastOffset}&after=${after}`);
  return rows;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function printTable(rows: Row[]) {
  const lines = rows.map((row) => [
    row.list,
    row.page,
    median(row.ms).toFixed(1),
    Math.min(...row.ms).toFixed(1),
    Math.max(...row.ms).toFixed(1),
    `${row.rows}/${row.total.toLocaleString("en-CA")}`,
    row.query.replace(/after=[^&]+/, "after=…"),
  ]);
  const header = ["list", "page", "median ms", "min", "max", "rows/total", "query"];
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i >= 2 && i <= 5 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
}

async function signIn(app: App, handle: DbHandle, role: "super_admin" | "agent") {
  const email = `bench-${role}-${randomBytes(4).toString("hex")}@vayu.local`;
  const password = `pw-${randomBytes(12).toString("hex")}`;
  const userId = await createUserWithPassword(handle.db, { email, password, fullName: "Bench", role });
  const res = await app.request(
    "http://localhost/api/auth/sign-in/email",
    {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify({ email, password }),
    },
    LOOPBACK,
  );
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { userId, cookie };
}

async function bench(handle: DbHandle) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-bench-leads-list-"));
  try {
    const config = loadConfig({
      NODE_ENV: "test",
      DATABASE_URL: "memory://",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
    });
    const app = createApp(
      assembleDeps({
        config,
        handle,
        storage: await createStorage(config),
        log: createLogger("silent"),
        authSecret: randomBytes(32).toString("hex"),
      }),
    );
    await migrateDatabase(handle);
    const seeded = await seedLargeLeads(handle.db, { ...LARGE_SEED_DEFAULTS, leads: LEADS });
    console.log(
      `${LEADS.toLocaleString("en-CA")} leads (${seeded.unassigned.toLocaleString("en-CA")} unassigned) ` +
        `inserted in ${(seeded.ms / 1000).toFixed(1)} s`,
    );

    const admin = await signIn(app, handle, "super_admin");
    const agent = await signIn(app, handle, "agent");
    // The seed agent with the most leads becomes the signed-in agent's profile.
    const busiest = await handle.db.execute<{ id: string; n: number }>(sql`
      select agent_id as id, count(*)::int as n from leads where agent_id is not null
      group by agent_id order by n desc limit 1`);
    const { id: agentId, n } = busiest.rows[0]!;
    await handle.db.update(agents).set({ userId: agent.userId }).where(eq(agents.id, agentId));
    console.log(`agent list: the seed agent with the most leads (${n.toLocaleString("en-CA")})`);

    const load = os.loadavg().map((value) => value.toFixed(1));
    const rows = [
      ...(await measureList(app, admin.cookie, "admin", "/api/admin/leads", ADMIN_PAGE)),
      ...(await measureList(app, agent.cookie, "agent", "/api/dashboard/leads", AGENT_PAGE)),
    ];
    console.log(
      `\n${RUNS} runs each after ${WARM_UP} warm-up; load average ${load.join(" ")} before, ` +
        `${os
          .loadavg()
          .map((value) => value.toFixed(1))
          .join(" ")} after (${os.cpus().length} cores)\n`,
    );
    printTable(rows);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const admin = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  await admin.connect();
  const name = `vayu_bench_leads_list_${Date.now()}`;
  await admin.query(`create database ${name}`);
  console.log(`PostgreSQL ${SERVER_URL}, throwaway database ${name}`);
  let closing = false;
  try {
    const handle = await openDatabase(
      { kind: "postgres", url: `${SERVER_URL}/${name}` },
      // The pool lets go of its connections before the server has closed them all, and dropping the
      // database then ends them: expected once closing, worth hearing of before.
      { onPoolError: (error) => closing || console.warn(`PostgreSQL pool error: ${error.message}`) },
    );
    try {
      await bench(handle);
    } finally {
      closing = true;
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
