// `npm run bench:leads-list`: the super admin's leads list and one agent's, with 100,000 leads on
// PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432), in a throwaway database
// dropped afterwards, or on PGlite in memory with BENCH_DB=pglite. Times each request through the
// app (app.request with a signed-in session, so the route, its queries and the JSON are all
// counted): the first page, a filtered page and the last page — opened by its address (offset) and
// reached with Next (the cursor of the page before it); the search (a name, a full name, an e-mail
// fragment, a phone written otherwise than stored, and queries of one and two characters, which
// have no trigram to look up), and the follow-up order. Prints the median (p50), p95 and the spread
// of BENCH_RUNS runs (default 20) after a warm-up. Asserts nothing: timings are noisy on shared
// machines, so the load average is printed beside them. BENCH_LEADS overrides the number of leads.
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
const ON_PGLITE = process.env.BENCH_DB === "pglite";
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

/** What the searches look for: a lead of the list's own, so each search finds something. */
type SearchTarget = {
  name: string;
  email: string;
  phone: string;
};

/**
 * The list searched (`q`) as a broker would: a last name, a full name, a fragment of an e-mail, the
 * phone written otherwise than stored, a search with a filter, and one and two characters, which
 * pg_trgm cannot look up in its index. Then the follow-up order, its first page and the next.
 */
async function measureSearch(
  app: App,
  cookie: string,
  list: string,
  base: string,
  size: number,
  target: SearchTarget,
) {
  const rows: Row[] = [];
  const measure = async (page: string, query: string) => {
    const { ms, body } = await time(app, cookie, `${base}?${query}`);
    rows.push({ list, page, query, ms, rows: body.leads.length, total: body.total });
    return body;
  };
  const q = (text: string) => `q=${encodeURIComponent(text)}&limit=${size}`;
  const [first, last] = target.name.split(" ") as [string, string];
  const digits = target.phone.replace(/\D/g, "").slice(-10);
  await measure("search: last name", q(last));
  await measure("search: full name", q(target.name.toLowerCase()));
  await measure("search: e-mail fragment", q(target.email.slice(0, target.email.indexOf("@") - 1)));
  await measure(
    "search: phone, other writing",
    q(`${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`),
  );
  await measure("search + status filter", `${q(last)}&status=new`);
  await measure("search: 2 characters", q(first.slice(0, 2)));
  await measure("search: 1 character", q(first.slice(0, 1)));
  const byFollowUp = await measure("sort: follow-up, first", `sort=follow_up&limit=${size}`);
  const after = encodeURIComponent(byFollowUp.next_cursor!);
  await measure("sort: follow-up, Next", `sort=follow_up&limit=${size}&offset=${size}&after=${after}`);
  return rows;
}

/** Canadian first and last names, accents included, that the bench gives its leads (the seed numbers them). */
const FIRST_NAMES = [
  "Marie",
  "Jean",
  "Émilie",
  "Priya",
  "Wei",
  "Olivia",
  "Liam",
  "Noah",
  "Chloé",
  "Mohammed",
  "Sofia",
  "Lucas",
  "Aaliyah",
  "Gabriel",
  "Hannah",
  "Arjun",
  "Léa",
  "Ethan",
  "Fatima",
  "Mateo",
];
const LAST_NAMES = [
  "Tremblay",
  "Gagnon",
  "Roy",
  "Côté",
  "Bouchard",
  "Gauthier",
  "Morin",
  "Lavoie",
  "Fortin",
  "Gagné",
  "Smith",
  "Brown",
  "Wilson",
  "MacDonald",
  "Singh",
  "Patel",
  "Nguyen",
  "Chen",
  "Wong",
  "Li",
  "Martin",
  "Lee",
  "Kaur",
  "Campbell",
  "Anderson",
  "Taylor",
  "Thomas",
  "Walker",
  "Young",
  "Hall",
];

/** A text[] literal of `values`, each a parameter (drizzle writes an array as a list). */
const textArray = (values: string[]) =>
  sql`(array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[])`;

/**
 * Names, e-mails and phones as varied as real ones, where the seed numbers its clients ('Client
 * 42', client42@example.ca, 10,000 phones): names from the lists above, e-mails from them at a
 * few providers, phones of several area codes written in several ways. A search's cost depends on
 * how many leads share its trigrams, which numbered names would make unlike any brokerage's.
 */
async function varyClients(handle: DbHandle) {
  const started = performance.now();
  await handle.db.execute(sql`
    with drawn as (
      select id, hashtext(id::text)::bigint & 2147483647 as h from leads
    ), named as (
      select id, h,
        ${textArray(FIRST_NAMES)}[1 + h % ${FIRST_NAMES.length}] as first_name,
        ${textArray(LAST_NAMES)}[1 + (h / 31) % ${LAST_NAMES.length}] as last_name,
        (array['416','647','514','438','604','403','613','902'])[1 + (h / 997) % 8] as area,
        lpad(((h / 7) % 10000000)::text, 7, '0') as local
      from drawn
    )
    update leads set
      client_name = named.first_name || ' ' || named.last_name,
      client_email = lower(named.first_name) || '.' || lower(named.last_name) || (named.h % 1000)
        || (array['@gmail.com','@outlook.com','@videotron.ca','@rogers.com','@bell.net'])[1 + (named.h / 13) % 5],
      client_phone = case named.h % 3
        when 0 then '(' || named.area || ') ' || substr(named.local, 1, 3) || '-' || substr(named.local, 4)
        when 1 then '+1 ' || named.area || ' ' || substr(named.local, 1, 3) || ' ' || substr(named.local, 4)
        else named.area || '-' || substr(named.local, 1, 3) || '-' || substr(named.local, 4) end,
      -- One lead in ten with a follow-up, within a month either way.
      follow_up_at = case when named.h % 10 = 0
        then now() + ((named.h / 10) % 60 - 30) * interval '12 hours' end
    from named where leads.id = named.id`);
  await handle.db.execute(sql`vacuum analyze leads`);
  console.log(
    `clients renamed, e-mailed and phoned in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

/** A lead of the list's (its agent's, or any for the admin) to search for. */
async function searchTarget(handle: DbHandle, agentId: string | null): Promise<SearchTarget> {
  const rows = await handle.db.execute<SearchTarget>(sql`
    select client_name as name, client_email as email, client_phone as phone from leads
    where ${agentId === null ? sql`true` : sql`agent_id = ${agentId}`}
    order by id limit 1`);
  return rows.rows[0]!;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The nearest-rank 95th percentile: of 20 runs, the 19th fastest. */
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

function printTable(rows: Row[]) {
  const lines = rows.map((row) => [
    row.list,
    row.page,
    median(row.ms).toFixed(1),
    p95(row.ms).toFixed(1),
    Math.min(...row.ms).toFixed(1),
    Math.max(...row.ms).toFixed(1),
    `${row.rows}/${row.total.toLocaleString("en-CA")}`,
    row.query.replace(/after=[^&]+/, "after=…"),
  ]);
  const header = ["list", "page", "p50 ms", "p95", "min", "max", "rows/total", "query"];
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => (i >= 2 && i <= 6 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
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
    await varyClients(handle);

    const load = os.loadavg().map((value) => value.toFixed(1));
    const rows = [
      ...(await measureList(app, admin.cookie, "admin", "/api/admin/leads", ADMIN_PAGE)),
      ...(await measureList(app, agent.cookie, "agent", "/api/dashboard/leads", AGENT_PAGE)),
      ...(await measureSearch(
        app,
        admin.cookie,
        "admin",
        "/api/admin/leads",
        ADMIN_PAGE,
        await searchTarget(handle, null),
      )),
      ...(await measureSearch(
        app,
        agent.cookie,
        "agent",
        "/api/dashboard/leads",
        AGENT_PAGE,
        await searchTarget(handle, agentId),
      )),
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

async function onPglite() {
  console.log("PGlite in memory");
  const handle = await openDatabase({ kind: "memory" });
  try {
    await bench(handle);
  } finally {
    await handle.close();
  }
}

async function onPostgres() {
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

await (ON_PGLITE ? onPglite() : onPostgres());
