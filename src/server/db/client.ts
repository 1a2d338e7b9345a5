import { mkdir } from "node:fs/promises";
import type { PGlite, PGliteInterface, QueryOptions, Transaction } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Config } from "../config";
import * as authSchema from "./auth-schema";
import { lockDataDir, type DataDirLock } from "./data-dir-lock";
import * as appSchema from "./schema";

export const fullSchema = { ...appSchema, ...authSchema };

/**
 * What raw `db.execute(sql\`...\`)` resolves to: the part both drivers share (PGlite's `Results`
 * and node-postgres's `QueryResult` both carry the rows).
 */
export interface QueryResult<TRow> {
  rows: TRow[];
}

export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryResult<this["row"]>;
}

/**
 * The query builder every module uses, whichever driver is underneath (PGlite or node-postgres).
 * Without drizzle's relational API (`db.query.*`, which nothing uses): given the schema, drizzle
 * builds a query builder per table for every transaction it opens, on every lead and form write.
 */
export type Database = PgDatabase<QueryResultHKT>;

export interface DbHandle {
  db: Database;
  kind: "pglite" | "memory" | "postgres";
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /** Safe to call more than once. */
  close(): Promise<void>;
  /** The embedded database, for the pglite and memory kinds (migrations, dumps for test fixtures). */
  pglite?: PGlite;
  /** The connection pool, for the postgres kind (migrations take a session-level lock on one client). */
  pool?: pg.Pool;
}

export interface OpenDatabaseOptions {
  /** A `dumpDataDir()` tarball to start an in-memory database from (clones a migrated database quickly). */
  loadDataDir?: Blob | File;
  /** Receives errors of idle pooled connections (a restarted server, a dropped network); defaults to a process warning. */
  onPoolError?: (error: Error) => void;
}

const POOL_SIZE = 10;

/**
 * PGlite's PostgreSQL with a 32 MB buffer cache instead of the 128 MB it starts with: PGlite touches
 * the whole cache as it opens, and those 128 MB stayed resident in a process whose database is a few
 * MB (RSS after opening the demo database 296 → 196 MB). PGlite's own start parameters come first.
 */
export const PGLITE_BUFFER_CACHE = ["-c", "shared_buffers=32MB"];

/**
 * PGlite and its drizzle driver, loaded only for a database that uses them: a server on PostgreSQL
 * never holds their code (docs/decisions/0033).
 */
async function loadPglite() {
  const [{ PGlite }, { drizzle }, { pg_trgm }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
  ]);
  return {
    PGlite,
    drizzle,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_BUFFER_CACHE],
    // The leads lists' search index (migration 0008) is a trigram index, on PGlite as on PostgreSQL.
    extensions: { pg_trgm },
  };
}

/**
 * The types drizzle reads raw from PGlite and parses itself (timestamps, dates, intervals and their
 * arrays), as its PGlite driver lists them. drizzle hands these parsers to every query; PGlite then
 * copies its whole table of 318 parsers for that query, which doubled the cost of a short one
 * (87 → 177 µs, docs/decisions/0033). PGlite gets them once, as its own, and `forDrizzle` drops the
 * per-query copy: the results are the same.
 */
export const DRIZZLE_RAW_TYPES = [
  1114, // timestamp
  1184, // timestamptz
  1186, // interval
  1082, // date
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];
const RAW_PARSERS = Object.fromEntries(DRIZZLE_RAW_TYPES.map((type) => [type, (value: string) => value]));

/** Parsers a query brought that are the instance's own (drizzle's raw types), dropped. */
export function withoutOwnParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  const parsers = options?.parsers;
  if (!parsers) return options;
  const keys = Object.keys(parsers);
  if (keys.length !== DRIZZLE_RAW_TYPES.length || !keys.every((key) => key in RAW_PARSERS)) return options;
  return { ...options, parsers: undefined };
}

function queryingWithOwnParsers<T extends Pick<PGliteInterface, "query">>(target: T) {
  return (query: string, params?: unknown[], options?: QueryOptions) =>
    target.query(query, params, withoutOwnParsers(options));
}

/** The client drizzle is given: PGlite's query and transaction without the per-query parser copy. */
function forDrizzle(client: PGlite): PGlite {
  const query = queryingWithOwnParsers(client);
  const transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    client.transaction((tx) =>
      callback(Object.assign(Object.create(tx) as Transaction, { query: queryingWithOwnParsers(tx) })),
    );
  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

export async function openDatabase(
  target: Config["database"],
  options: OpenDatabaseOptions = {},
): Promise<DbHandle> {
  switch (target.kind) {
    case "pglite": {
      // Before PGlite touches the folder: a second process on it would corrupt it.
      const lock = await lockDataDir(target.dir);
      try {
        await mkdir(target.dir, { recursive: true });
        const pglite = await loadPglite();
        const client = new pglite.PGlite(target.dir, {
          startParams: pglite.startParams,
          extensions: pglite.extensions,
        });
        return await pgliteHandle("pglite", pglite, client, lock);
      } catch (error) {
        await lock.release();
        throw error;
      }
    }
    case "memory": {
      const pglite = await loadPglite();
      const client = new pglite.PGlite({
        loadDataDir: options.loadDataDir,
        startParams: pglite.startParams,
        extensions: pglite.extensions,
      });
      return pgliteHandle("memory", pglite, client);
    }
    case "postgres":
      return postgresHandle(target.url, options.onPoolError);
  }
}

async function pgliteHandle(
  kind: "pglite" | "memory",
  { drizzle }: Awaited<ReturnType<typeof loadPglite>>,
  client: PGlite,
  lock?: DataDirLock,
): Promise<DbHandle> {
  await client.waitReady;
  // After PGlite's start, which sets a parser for every array type from its element's.
  Object.assign(client.parsers, RAW_PARSERS);
  const db: Database = drizzle({ client: forDrizzle(client) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind,
    pglite: client,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= (client.closed ? Promise.resolve() : client.close()).finally(() => lock?.release());
      return closing;
    },
  };
}

const ignoreCheckedOutError = () => undefined;

function postgresHandle(url: string, onPoolError?: (error: Error) => void): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // pg-pool listens for a connection's errors only while it sits idle. One the server ends while it
  // is checked out (a restart between two statements of a transaction) would otherwise be an
  // uncaught 'error' event that stops the process. Ignoring it here is enough: the statement that
  // next uses the connection fails with that error, and the pool drops the connection on release.
  pool.on("connect", (client) => client.on("error", ignoreCheckedOutError));
  // Without a listener, an error on an idle client (e.g. the server restarting) would crash the process.
  pool.on("error", (error) => {
    if (onPoolError) onPoolError(error);
    else process.emitWarning(`PostgreSQL pool error: ${error.message}`, { type: "PostgresPoolWarning" });
  });
  const db: Database = drizzleNodePg({ client: pool });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: "postgres",
    pool,
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
