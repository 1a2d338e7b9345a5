// `npm run bench:leads`: POST /api/leads/application (a lead assigned to a broker, so it is checked,
// stored and its e-mail queued and sent) on the built app (production settings, info logging to a
// pipe, LEAD_LIMIT_PER_10_MIN=0) against a bare node:http server running the same SQL with the same
// driver and sending the same e-mail with the same mail library (bench/leads-bare.mjs), on PGlite
// and on PostgreSQL. After a warm-up of a round's length per side, alternating rounds of a fixed
// number of requests, each side first in every other round: the median ratio of requests per
// second, and each server's CPU time per request read from /proc, counted until its notifications
// are sent. Then zero lost: every 201 is a stored row, and every stored lead's e-mail was sent.
// Prints numbers; asserts nothing on time.
// Needs `npm run build` first. PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432),
// in two throwaway databases, one per side (the app's worker would otherwise send the bare server's
// e-mails). BENCH_DATABASES=pglite (or postgres) measures only that one; BENCH_ROUNDS (6) rounds.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import autocannon from "autocannon";
import pg from "pg";
import { PGLITE_BUFFER_CACHE } from "../src/server/db/client";
import { cpuMicros, median, root, startServer, stopServer, waitUntilIdle, type Server } from "./servers";

/** Even, so that each side goes first in as many rounds as the other (compare). */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const PATH = "/api/leads/application";
const PG_SERVER_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432";
const SERVER = path.join(root, "dist/server/main.js");
/** BENCH_DATABASES=pglite or =postgres measures one of them; both by default. */
const DATABASES = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",");
/** The built server, run plainly as `npm start` runs it. */
const APP = [SERVER];
/** Headers each server writes itself. */
const OWN_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "x-request-id"]);
/** Both sides compose their e-mails from this sender. */
const MAIL_FROM = '"Vayu Mortgages" <no-reply@vayu.local>';
/** Each side's leads carry their own name, so the rows of each can be counted. */
const CLIENT_NAME = { app: "Bench App Applicant", bare: "Bench Bare Applicant" } as const;
type Side = keyof typeof CLIENT_NAME;

function leadBody(side: Side, agentId: string): string {
  return JSON.stringify({
    client_name: CLIENT_NAME[side],
    client_email: "bench.applicant@example.ca",
    client_phone: "604-555-0123",
    mortgage_amount: "450000",
    property_address: "12 Main St, Vancouver",
    message: "Looking to buy in spring",
    agent_id: agentId,
  });
}

interface Round {
  rps: number;
  cpuPerRequest: number;
  created: number;
}

/**
 * Runs autocannon for `amount` requests and returns its result with the seconds from the first request
 * to the last answer. autocannon notices that the amount is reached only at its next one-second sample,
 * so its own start and finish are whole seconds apart and would round every rate.
 */
function fire(options: autocannon.Options): Promise<{ result: autocannon.Result; seconds: number }> {
  return new Promise((resolve, reject) => {
    let started = 0;
    let answered = 0;
    const instance = autocannon(options, (error, result) => {
      if (error) reject(error);
      else resolve({ result, seconds: (answered - started) / 1000 });
    });
    instance.on("start", () => (started = performance.now()));
    instance.on("response", () => (answered = performance.now()));
  });
}

/** `amount` leads over `connections`, every one answered 201 or it throws. */
async function answered(
  server: Server,
  body: string,
  connections: number,
  amount: number,
): Promise<{ requests: number; seconds: number }> {
  const { result, seconds } = await fire({
    url: `${server.url}${PATH}`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    connections,
    amount,
  });
  const created = result.statusCodeStats?.["201"]?.count ?? 0;
  if (result.errors > 0 || result.timeouts > 0 || created !== result.requests.total) {
    throw new Error(
      `unexpected answers: ${JSON.stringify(result.statusCodeStats)}, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { requests: result.requests.total, seconds };
}

/** `amount` requests (all answered before it returns, so every 201 is counted), then the server's quiet. */
async function load(server: Server, body: string, amount: number): Promise<Round> {
  const pid = server.child.pid!;
  const before = cpuMicros(pid);
  const { requests, seconds } = await answered(server, body, CONNECTIONS, amount);
  await waitUntilIdle(pid);
  return { rps: requests / seconds, cpuPerRequest: (cpuMicros(pid) - before) / requests, created: requests };
}

interface Comparison {
  line: string;
  /** 201 answers per side, the sample included. */
  created: Record<Side, number>;
}

const SIDES = ["app", "bare"] as const;

async function compare(app: Server, bare: Server, agentId: string): Promise<Comparison> {
  const bodies = { app: leadBody("app", agentId), bare: leadBody("bare", agentId) };
  const created = { app: 0, bare: 0 };
  const servers = { app, bare };
  // A short warm-up's rate sizes the rounds, so each lasts about SECONDS on either side. A round of
  // that length follows, not counted: V8 is still compiling the hot code after the short one (the
  // app's other threads used three times the CPU per lead in the first counted round than in later
  // ones, the bare server's 1.2 times), and its compiler threads take cores from the main thread.
  const amounts = { app: 0, bare: 0 };
  for (const side of SIDES) {
    const short = await load(servers[side], bodies[side], CONNECTIONS * 20);
    amounts[side] = Math.max(CONNECTIONS * 10, Math.round(short.rps * SECONDS));
    const warm = await load(servers[side], bodies[side], amounts[side]);
    created[side] += short.created + warm.created;
  }
  const rounds: Record<Side, Round[]> = { app: [], bare: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    // Each side goes first in every other round, so a machine that slows or speeds up over a run
    // does not favour the side that always goes first.
    for (const side of round % 2 === 0 ? SIDES : [...SIDES].reverse()) {
      const result = await load(servers[side], bodies[side], amounts[side]);
      created[side] += result.created;
      rounds[side].push(result);
    }
  }
  const ratios = rounds.app.map((a, i) => a.rps / rounds.bare[i]!.rps);
  const rps = (side: Side) => median(rounds[side].map((r) => r.rps));
  const cpu = (side: Side) => median(rounds[side].map((r) => r.cpuPerRequest));
  const line =
    `${Math.round(rps("app"))} req/s, ${Math.round(cpu("app"))} µs CPU/req`.padEnd(30) +
    `${Math.round(rps("bare"))} req/s, ${Math.round(cpu("bare"))} µs CPU/req`.padEnd(30) +
    // Five rounds and more outgrow the column: a space always parts it from the next.
    `${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(", ")}) `.padEnd(26) +
    (cpu("bare") / cpu("app")).toFixed(2).padEnd(11);
  return { line, created };
}

/** The first 201 of the app, for the bare server to answer with the same headers. */
async function sampleLead(app: Server, agentId: string): Promise<Record<string, string>> {
  const response = await fetch(`${app.url}${PATH}`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "identity" },
    body: leadBody("app", agentId),
  });
  if (response.status !== 201)
    throw new Error(`POST ${PATH} answered ${response.status}: ${await response.text()}`);
  return Object.fromEntries([...response.headers].filter(([name]) => !OWN_HEADERS.has(name)));
}

async function firstAgentId(app: Server): Promise<string> {
  const response = await fetch(`${app.url}/api/agents`);
  const { agents } = (await response.json()) as { agents: { id: string }[] };
  if (!agents[0]) throw new Error("the seeded database has no active agent");
  return agents[0].id;
}

interface Counts {
  rows: number;
  sent: number;
}

const COUNT_SQL = `select count(*)::int as rows,
  (select count(*)::int from notifications n join leads l on l.id = n.lead_id
    where l.client_name = $1 and n.status = 'sent') as sent
  from leads where client_name = $1`;

const appEnv = (dataDir: string, databaseUrl = "") => ({
  NODE_ENV: "production",
  PORT: "0",
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: "info",
  LEAD_LIMIT_PER_10_MIN: "0",
  MAIL_FROM,
});

function verdict(created: Record<Side, number>, counts: Record<Side, Counts>): string {
  return (["app", "bare"] as const)
    .map((side) => {
      const { rows, sent } = counts[side];
      const lost = created[side] - rows;
      return `${side}: ${created[side]} × 201, ${rows} rows, ${sent} sent, lost ${lost}`;
    })
    .join(" · ");
}

/**
 * Starts the app with `env`, sends the sample lead, starts the bare server with `bareEnv` (and the
 * sample's headers), compares them and stops both. The sample counts among the app's 201s.
 */
async function sideBySide(env: Record<string, string>, bareEnv: Record<string, string>): Promise<Comparison> {
  const app = await startServer(APP, env);
  try {
    const agentId = await firstAgentId(app);
    const headers = await sampleLead(app, agentId);
    const bare = await startServer([path.join(root, "bench/leads-bare.mjs")], {
      ...bareEnv,
      MAIL_FROM,
      BENCH_HEADERS: JSON.stringify(headers),
    });
    try {
      const comparison = await compare(app, bare, agentId);
      comparison.created.app += 1;
      return comparison;
    } finally {
      await stopServer(bare);
    }
  } finally {
    await stopServer(app);
  }
}

/** The database's line of the table. */
function report(database: string, comparison: Comparison, counts: Record<Side, Counts>): string {
  return `${database.padEnd(11)}${comparison.line}${verdict(comparison.created, counts)}`;
}

/** The database's leads and sent e-mails of each side, counted once its servers are stopped. */
async function benchPglite(): Promise<string> {
  const appDir = await mkdtemp(path.join(os.tmpdir(), "vayu-bench-leads-app-"));
  const bareDir = await mkdtemp(path.join(os.tmpdir(), "vayu-bench-leads-bare-"));
  try {
    // A first start creates, migrates and seeds the database; the bare server gets a copy of it.
    await stopServer(await startServer(APP, appEnv(appDir)));
    await cp(path.join(appDir, "db"), path.join(bareDir, "db"), { recursive: true });
    const comparison = await sideBySide(appEnv(appDir), {
      BENCH_DB: "pglite",
      BENCH_DB_TARGET: path.join(bareDir, "db"),
      BENCH_PGLITE_PARAMS: JSON.stringify(PGLITE_BUFFER_CACHE),
      BENCH_OUTBOX: path.join(bareDir, "outbox"),
    });
    const count = async (dir: string, side: Side): Promise<Counts> => {
      // The leads' trigram index (migration 0008) needs pg_trgm loaded to open the table at all.
      const db = new PGlite(path.join(dir, "db"), { extensions: { pg_trgm } });
      try {
        return (await db.query<Counts>(COUNT_SQL, [CLIENT_NAME[side]])).rows[0]!;
      } finally {
        await db.close();
      }
    };
    const counts = { app: await count(appDir, "app"), bare: await count(bareDir, "bare") };
    return report("PGlite", comparison, counts);
  } finally {
    await rm(appDir, { recursive: true, force: true });
    await rm(bareDir, { recursive: true, force: true });
  }
}

async function benchPostgres(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${PG_SERVER_URL}/postgres` });
  try {
    await admin.connect();
  } catch {
    return `${"PostgreSQL".padEnd(11)}not reachable at ${PG_SERVER_URL}, skipped`;
  }
  const name = `vayu_bench_leads_${randomBytes(6).toString("hex")}`;
  const names = { app: `${name}_app`, bare: `${name}_bare` };
  const url = (side: Side) => `${PG_SERVER_URL}/${names[side]}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-bench-leads-pg-"));
  try {
    // A first start creates, migrates and seeds the app's database; the bare server gets a copy of it.
    // Each side has its own database: the app's worker, which also looks for due notifications every
    // 15 seconds, would otherwise send some of the bare server's e-mails during the bare rounds.
    await admin.query(`create database ${names.app}`);
    await stopServer(await startServer(APP, appEnv(dataDir, url("app"))));
    await admin.query(`create database ${names.bare} template ${names.app}`);
    const comparison = await sideBySide(appEnv(dataDir, url("app")), {
      BENCH_DB: "postgres",
      BENCH_DB_TARGET: url("bare"),
      BENCH_OUTBOX: path.join(dataDir, "bare-outbox"),
    });
    const count = async (side: Side): Promise<Counts> => {
      const db = new pg.Client({ connectionString: url(side) });
      await db.connect();
      try {
        return (await db.query<Counts>(COUNT_SQL, [CLIENT_NAME[side]])).rows[0]!;
      } finally {
        await db.end();
      }
    };
    const counts = { app: await count("app"), bare: await count("bare") };
    return report("PostgreSQL", comparison, counts);
  } finally {
    for (const side of SIDES) await admin.query(`drop database if exists ${names[side]} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!existsSync(SERVER)) throw new Error("Run `npm run build` first.");
  console.log(
    `POST ${PATH} (assigned to a broker; its e-mail queued and sent): ${CONNECTIONS} connections, ` +
      `${ROUNDS} alternating rounds of about ${SECONDS} s\n`,
  );
  console.log(
    `${"database".padEnd(11)}${"app".padEnd(30)}${"bare node + driver".padEnd(30)}` +
      `${"req/s ratio (rounds)".padEnd(26)}${"CPU ratio".padEnd(11)}zero lost`,
  );
  if (DATABASES.includes("pglite")) console.log(await benchPglite());
  if (DATABASES.includes("postgres")) console.log(await benchPostgres());
}

await main();
