import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimits } from "../db/auth-schema";
import { ATTEMPT_MEMORY_SECONDS } from "./attempt-limit";

/** Failed sign-ins to one account, from anywhere, before attempts are spaced out. */
export const ACCOUNT_FREE_FAILURES = 5;
/** The first pause; each further failure doubles it. */
export const ACCOUNT_FIRST_DELAY_SECONDS = 1;
/** The pause never grows beyond this, so the account is slowed, never locked. */
export const ACCOUNT_MAX_DELAY_SECONDS = 15 * 60;

/** Seconds that must pass after the last attempt before the next, given the failures so far. */
export function accountDelaySeconds(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  const doublings = failures - ACCOUNT_FREE_FAILURES;
  // Capped before exponentiation so a huge count cannot overflow to Infinity.
  if (doublings >= 30) return ACCOUNT_MAX_DELAY_SECONDS;
  return Math.min(ACCOUNT_MAX_DELAY_SECONDS, ACCOUNT_FIRST_DELAY_SECONDS * 2 ** doublings);
}

/**
 * One account's row in rate_limits: `count` is the attempts not (yet) known to have succeeded,
 * `windowStart` the time of the last one. After a quiet day the account starts afresh.
 */
function failuresAt(row: { count: number; windowStart: number }, now: number): number {
  return now - row.windowStart >= ATTEMPT_MEMORY_SECONDS * 1000 ? 0 : row.count;
}

function waitFor(row: { count: number; windowStart: number }, now: number): number {
  return Math.ceil((row.windowStart + accountDelaySeconds(failuresAt(row, now)) * 1000 - now) / 1000);
}

/** Seconds before the next attempt at this account may be taken; reads only. */
export async function accountWait(db: Database, key: string, now = Date.now()): Promise<number> {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  return row ? Math.max(0, waitFor(row, now)) : 0;
}

/**
 * Takes the next attempt at this account when its delay has passed (returns 0), otherwise
 * returns the seconds left and writes nothing. The attempt is taken before the password is
 * checked, and by compare-and-set, so parallel guesses cannot all slip through one gap.
 */
export async function takeAccountAttempt(db: Database, key: string, now = Date.now()): Promise<number> {
  // Each round one of the racing attempts wins, so a handful of rounds serves a few people
  // signing in to one account at once; only a flood of parallel guesses runs out of them.
  for (let tries = 0; tries < 5; tries++) {
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row) {
      const inserted = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoNothing()
        .returning({ key: rateLimits.key });
      if (inserted.length > 0) return 0;
      continue;
    }
    const wait = waitFor(row, now);
    if (wait > 0) return wait;
    const taken = await db
      .update(rateLimits)
      .set({ count: failuresAt(row, now) + 1, windowStart: now })
      .where(
        and(
          eq(rateLimits.key, key),
          eq(rateLimits.count, row.count),
          eq(rateLimits.windowStart, row.windowStart),
        ),
      )
      .returning({ key: rateLimits.key });
    if (taken.length > 0) return 0;
  }
  // Another attempt at this account won each race just now: this one waits its turn.
  return 1;
}

/** A taken attempt that succeeded is not a failure: it no longer counts towards the delay. */
export async function returnAccountAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}
