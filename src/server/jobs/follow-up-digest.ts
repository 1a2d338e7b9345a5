import type { NotificationWorker } from "../notifications/worker";
import {
  queueFollowUpDigests,
  type DigestDeps,
  type DigestPass,
} from "../notifications/follow-up-digest-queue";
import { and, eq, inArray, lt } from "drizzle-orm";
import type { Database } from "../db/client";
import { notifications } from "../db/schema";
import { claimRun, deleteFinishedRuns, finishRun } from "./job-runs";
import { startSchedule, type Schedule, type ScheduledJob } from "./schedule";

export const FOLLOW_UP_DIGEST_JOB = "follow-up-digest";

/**
 * Every quarter hour, in UTC: every zone's 8 AM falls on a quarter hour (St. John's is UTC-3:30 or
 * -2:30, Nepal +5:45), so each broker's e-mail leaves within minutes of their 8 AM, and a pass that
 * was missed (an instance restarted at 8:05, every instance down at 8) is made up by the next one.
 */
export const FOLLOW_UP_DIGEST_SCHEDULE: Schedule = { pattern: "*/15 * * * *", timezone: "UTC" };

/**
 * How long a pass's record and a morning e-mail sent are kept. A pass every quarter hour is 96 rows a
 * day; the e-mails hold client names and notes with no lead to be erased with, so they go too.
 */
export const FOLLOW_UP_DIGEST_HISTORY_DAYS = 30;

/** Deletes the pass records and the sent (or failed) morning e-mails older than the history kept. */
export async function pruneFollowUpDigestHistory(db: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - FOLLOW_UP_DIGEST_HISTORY_DAYS * 24 * 60 * 60 * 1000);
  const runs = await deleteFinishedRuns(db, FOLLOW_UP_DIGEST_JOB, before);
  const emails = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.kind, "follow_up_digest"),
        inArray(notifications.status, ["sent", "failed"]),
        lt(notifications.createdAt, before),
      ),
    )
    .returning({ id: notifications.id });
  return runs + emails.length;
}

/** The queue worker is only woken, so that what was queued leaves at once. */
export type DigestJobDeps = DigestDeps & { notifications: Pick<NotificationWorker, "wake"> };

export type DigestRunOutcome = { status: "taken" | "busy" } | { status: "done"; pass: DigestPass };

/**
 * One scheduled pass: job_runs gives the occurrence to one instance, so the others skip the work; the
 * e-mails' keys are what keeps each broker at one a day even if two passes do run side by side.
 */
export async function runFollowUpDigests(
  deps: DigestJobDeps,
  occurrence: Date,
  now = new Date(),
): Promise<DigestRunOutcome> {
  const claim = await claimRun(deps.db, { job: FOLLOW_UP_DIGEST_JOB, trigger: "schedule", occurrence, now });
  if (claim.status !== "claimed") return { status: claim.status };
  try {
    const pass = await queueFollowUpDigests(deps, now);
    await finishRun(deps.db, claim.run.id, { outcome: "succeeded", details: { ...pass } });
    if (pass.queued > 0) {
      deps.log.info({ job: FOLLOW_UP_DIGEST_JOB, ...pass }, "follow-up e-mails queued");
      deps.notifications.wake();
    }
    return { status: "done", pass };
  } catch (error) {
    await finishRun(deps.db, claim.run.id, {
      outcome: "failed",
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

/** Schedules the morning follow-up e-mails on this instance; every instance does, job_runs picks one a pass. */
export function startFollowUpDigests(deps: DigestJobDeps): ScheduledJob {
  return startSchedule(FOLLOW_UP_DIGEST_SCHEDULE, deps.log, async (occurrence) => {
    await runFollowUpDigests(deps, occurrence);
  });
}
