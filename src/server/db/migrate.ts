import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { DbHandle } from "./client";

/** Serialises migrations when several app instances start at once against the same PostgreSQL. */
const MIGRATION_LOCK = sql`hashtext('vayu.migrations')`;

/**
 * The committed `drizzle/` folder, found by walking up from this module: the same code runs from
 * `src/server/db` (tsx, vitest) and bundled from `dist/server`, whatever the working directory.
 */
export function findMigrationsFolder(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, "drizzle");
    if (existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`No drizzle/meta/_journal.json found in ${from} or any folder above it`);
    }
    dir = parent;
  }
}

export async function migrateDatabase(handle: DbHandle): Promise<void> {
  const migrationsFolder = findMigrationsFolder();
  if (handle.pglite) {
    // Loaded here, as the client loads PGlite: only a server on PGlite needs its driver.
    const [{ drizzle }, { migrate }] = await Promise.all([
      import("drizzle-orm/pglite"),
      import("drizzle-orm/pglite/migrator"),
    ]);
    await migrate(drizzle({ client: handle.pglite }), { migrationsFolder });
    return;
  }
  if (handle.pool) {
    const client = await handle.pool.connect();
    try {
      const db = drizzleNodePg({ client });
      await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK})`);
      try {
        await migrateNodePg(db, { migrationsFolder });
      } finally {
        await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK})`);
      }
    } finally {
      client.release();
    }
    return;
  }
  throw new Error(`Cannot migrate a ${handle.kind} database handle without its driver client`);
}
