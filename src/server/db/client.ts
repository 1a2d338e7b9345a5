import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Config } from "../config";
import * as authSchema from "./auth-schema";
import { lockDataDir, type DataDirLock } from "./data-dir-lock";
import * as appSchema from "./schema";

export const fullSchema = { ...appSchema, ...authSchema };
export type FullSchema = typeof fullSchema;

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

/** The query builder every module uses, whichever driver is underneath (PGlite or node-postgres). */
export type Database = PgDatabase<QueryResultHKT, FullSchema>;

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
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

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
        return await pgliteHandle(
          "pglite",
          new PGlite(target.dir, { startParams: PGLITE_START_PARAMS }),
          lock,
        );
      } catch (error) {
        await lock.release();
        throw error;
      }
    }
    case "memory": {
      const client = new PGlite({ loadDataDir: options.loadDataDir, startParams: PGLITE_START_PARAMS });
      return pgliteHandle("memory", client);
    }
    case "postgres":
      return postgresHandle(target.url, options.onPoolError);
  }
}

async function pgliteHandle(
  kind: "pglite" | "memory",
  client: PGlite,
  lock?: DataDirLock,
): Promise<DbHandle> {
  await client.waitReady;
  const db: Database = drizzlePglite({ client, schema: fullSchema });
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

function postgresHandle(url: string, onPoolError?: (error: Error) => void): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  // Without a listener, an error on an idle client (e.g. the server restarting) would crash the process.
  pool.on("error", (error) => {
    if (onPoolError) onPoolError(error);
    else process.emitWarning(`PostgreSQL pool error: ${error.message}`, { type: "PostgresPoolWarning" });
  });
  const db: Database = drizzleNodePg({ client: pool, schema: fullSchema });
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
