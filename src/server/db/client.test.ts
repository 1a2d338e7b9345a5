import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import type { PGlite, QueryOptions } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { openDatabase, withoutOwnParsers } from "./client";
import { migrateDatabase } from "./migrate";
import { leads } from "./schema";

/** The options drizzle's PGlite driver hands to a query, read from a client that only records them. */
async function drizzleQueryOptions(): Promise<QueryOptions[]> {
  const seen: QueryOptions[] = [];
  const recorder = {
    query: async (_query: string, _params: unknown[], options: QueryOptions) => {
      seen.push(options);
      return { rows: [], fields: [] };
    },
  };
  const db = drizzle({ client: recorder as unknown as PGlite });
  await db.execute(sql`select 1`);
  await db.select().from(leads).limit(1);
  return seen;
}

describe("PGlite parsers", () => {
  it("drops exactly the parsers drizzle hands every query, which PGlite already has", async () => {
    const options = await drizzleQueryOptions();
    expect(options).toHaveLength(2);
    for (const given of options) {
      expect(given.parsers).toBeDefined();
      const kept = withoutOwnParsers(given);
      expect(kept?.parsers).toBeUndefined();
      expect(kept?.rowMode).toBe(given.rowMode);
    }
    const other = { parsers: { 25: (value: string) => value.toUpperCase() } };
    expect(withoutOwnParsers(other)).toBe(other);
  });

  it("reads timestamps, JSON and arrays as drizzle's own parsers would", async () => {
    const handle = await openDatabase({ kind: "memory" });
    try {
      await migrateDatabase(handle);
      const [row] = await handle.db
        .insert(leads)
        .values({ clientName: "Parser Test", type: "contact", source: "website", metadata: { a: 1 } })
        .returning();
      expect(row!.createdAt).toBeInstanceOf(Date);
      expect(Math.abs(row!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
      expect(row!.metadata).toEqual({ a: 1 });
      const raw = await handle.db.execute<{ at: string; list: string; day: string }>(
        sql`select ${row!.createdAt.toISOString()}::timestamptz::text as at, array[1.5, 2]::numeric[] as list, date '2026-11-25' as day`,
      );
      expect(raw.rows[0]).toEqual({
        at: expect.stringMatching(/^\d{4}-\d\d-\d\d /),
        list: "{1.5,2}",
        day: "2026-11-25",
      });
      const inTransaction = await handle.db.transaction((tx) => tx.select().from(leads));
      expect(inTransaction[0]!.createdAt).toEqual(row!.createdAt);
    } finally {
      await handle.close();
    }
    // A fresh PGlite with every migration: seconds on a busy 2-core machine, as in the API tests.
  }, 30_000);
});
