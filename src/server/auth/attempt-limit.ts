import { eq, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/auth-schema";

export interface Window {
  max: number;
  seconds: number;
}

/**
 * No limiter remembers an attempt for longer than this, so a rate_limits row whose window
 * began earlier is dead and the cleanup may delete it.
 */
export const ATTEMPT_MEMORY_SECONDS = 24 * 60 * 60;

/**
 * Counts one attempt under `key` in a fixed window kept in the database, so every app
 * instance shares it. Returns the seconds to wait when the attempt is over the limit.
 */
export async function countAttempt(db: Database, key: string, window: Window, now = Date.now()) {
  if (window.seconds > ATTEMPT_MEMORY_SECONDS) {
    throw new Error(
      `A ${window.seconds} s window outlives the rate_limits cleanup (${ATTEMPT_MEMORY_SECONDS} s)`,
    );
  }
  // A window ends as its Retry-After runs out: one that began exactly `seconds` ago is over.
  const windowStart = now - window.seconds * 1000;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${windowStart} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStart} then ${now} else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const row = rows[0]!;
  if (row.count <= window.max) return 0;
  return Math.max(1, Math.ceil((row.windowStart + window.seconds * 1000 - now) / 1000));
}

export async function clearAttempts(db: Database, key: string) {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Deletes every row no limiter can still need; returns how many went. */
export async function deleteExpiredAttempts(db: Database, now = Date.now()): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, now - ATTEMPT_MEMORY_SECONDS * 1000))
    .returning({ key: rateLimits.key });
  return gone.length;
}
