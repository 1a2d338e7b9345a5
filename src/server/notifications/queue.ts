import { and, asc, desc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import { MAX_ATTEMPTS, nextAttemptAt, type NotificationKind } from "../../domain/notifications";
import type { Database } from "../db/client";
import { notifications, type EmailPayload, type NewNotification, type Notification } from "../db/schema";

/**
 * How long a claimed notification belongs to the worker that claimed it. Longer than any one delivery
 * can take (SMTP's three 30-second timeouts, the webhook's 15 seconds); a row still 'sending' after it
 * belongs to a process that died, and is claimed again.
 */
export const CLAIM_LEASE_MS = 5 * 60 * 1000;

/**
 * Queues rows, skipping a lead's notification that is already queued on that channel and a row whose
 * dedupe key is taken; answers how many were queued.
 */
export async function queueNotifications(db: Database, rows: NewNotification[]): Promise<number> {
  if (rows.length === 0) return 0;
  // Due now by this process's clock, the one claimNext compares with: the column's default (the
  // database's now(), in microseconds) can be a fraction of a millisecond ahead of the worker's
  // `new Date()` when the worker is woken at once, and the row was then skipped until the next poll.
  const now = new Date();
  const queued = await db
    .insert(notifications)
    .values(rows.map((row) => ({ nextAttemptAt: now, ...row })))
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return queued.length;
}

/** Queues one account e-mail (a password reset link, an invitation) for a user. */
export async function queueAccountEmail(
  db: Database,
  kind: Extract<NotificationKind, "password_reset" | "invitation">,
  userId: string,
  email: EmailPayload,
): Promise<void> {
  await queueNotifications(db, [
    { channel: "email", kind, userId, recipient: email.to, subject: email.subject, payload: email },
  ]);
}

/**
 * Takes the next due notification for this worker: a pending one whose time has come, or one whose
 * sender's lease ran out. FOR UPDATE SKIP LOCKED lets instances claim side by side without waiting
 * on each other or taking the same row; the attempt is counted when claimed, so a crash mid-send
 * still uses one up.
 */
export async function claimNext(db: Database, now = new Date()): Promise<Notification | null> {
  const rows = await claimQuery(db, now);
  return rows[0] ?? null;
}

/** The statement that claims the next due notification, for `claimNext` and its plan's test. */
export function claimQuery(db: Database, now: Date) {
  const due = db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      or(
        and(eq(notifications.status, "pending"), lte(notifications.nextAttemptAt, now)),
        and(eq(notifications.status, "sending"), lt(notifications.lockedUntil, now)),
      ),
    )
    .orderBy(asc(notifications.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  return db
    .update(notifications)
    .set({
      status: "sending",
      lockedUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      attempts: sql`${notifications.attempts} + 1`,
    })
    .where(inArray(notifications.id, due))
    .returning();
}

/** Records a delivery; only the claim that is still this worker's can record it. */
export async function markSent(db: Database, claimed: Notification, now = new Date()): Promise<void> {
  await db
    .update(notifications)
    .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null })
    .where(and(eq(notifications.id, claimed.id), eq(notifications.status, "sending")));
}

/**
 * Records a failed attempt: due again after the next retry delay, or 'failed' when the refusal was
 * permanent or no attempt is left.
 */
export async function markAttemptFailed(
  db: Database,
  claimed: Notification,
  error: string,
  permanent: boolean,
  now = new Date(),
): Promise<"retry" | "failed"> {
  const retryAt = permanent || claimed.attempts >= MAX_ATTEMPTS ? null : nextAttemptAt(claimed.attempts, now);
  await db
    .update(notifications)
    .set(
      retryAt
        ? { status: "pending", nextAttemptAt: retryAt, lockedUntil: null, lastError: error }
        : { status: "failed", lockedUntil: null, lastError: error },
    )
    .where(and(eq(notifications.id, claimed.id), eq(notifications.status, "sending")));
  return retryAt ? "retry" : "failed";
}

/** The super admin's list: failed notifications, newest first. */
export function listFailed(db: Database, limit: number): Promise<Notification[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.status, "failed"))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countFailed(db: Database): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(eq(notifications.status, "failed"));
  return rows[0]?.count ?? 0;
}

/** Puts a failed notification back in the queue with all its attempts; null when none failed by that id. */
export async function retryFailed(db: Database, id: string, now = new Date()): Promise<Notification | null> {
  const rows = await db
    .update(notifications)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(notifications.id, id), eq(notifications.status, "failed")))
    .returning();
  return rows[0] ?? null;
}
