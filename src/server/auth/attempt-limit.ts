import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/auth-schema";

export interface Window {
  max: number;
  seconds: number;
}

/**
 * Counts one attempt under `key` in a fixed window kept in the database, so every app
 * instance shares it. Returns the seconds to wait when the attempt is over the limit.
 */
export async function countAttempt(db: Database, key: string, window: Window, now = Date.now()) {
  const windowStart = now - window.seconds * 1000;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < ${windowStart} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const row = rows[0]!;
  if (row.count <= window.max) return 0;
  return Math.max(1, Math.ceil((row.windowStart + window.seconds * 1000 - now) / 1000));
}

export async function clearAttempts(db: Database, key: string) {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
