import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { migrateDatabase } from "./migrate";
import { leads } from "./schema";

describe("PGlite through drizzle", () => {
  it("gives back timestamps as dates and JSON as values, numeric arrays and dates as text, in a transaction too", async () => {
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
