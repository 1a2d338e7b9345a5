import { deleteExpiredAttempts } from "../auth/attempt-limit";
import type { AppDeps } from "../deps";
import type { Logger } from "../logger";
import { sweepUnreferencedUploads } from "../storage/unreferenced-uploads";
import { pruneFollowUpDigestHistory } from "./follow-up-digest";

export interface CleanupIntervals {
  /** Dead rate_limits rows: often, so a flood of new keys cannot grow the table without bound. */
  attemptsEveryMs: number;
  /** Uploads nothing saved: one is swept only a day after it was made, so hourly is soon enough. */
  uploadsEveryMs: number;
  /** Old records of the quarter-hourly follow-up passes and old morning e-mails: hourly keeps up. */
  jobHistoryEveryMs: number;
}

export const CLEANUP_INTERVALS: CleanupIntervals = {
  attemptsEveryMs: 10 * 60 * 1000,
  uploadsEveryMs: 60 * 60 * 1000,
  jobHistoryEveryMs: 60 * 60 * 1000,
};

/**
 * The housekeeping every instance runs on timers: each task is idempotent, so instances need not
 * agree on who runs it. The timers do not keep the process alive; stop() waits for runs in progress
 * so the database can close after them.
 */
export function startCleanup(
  deps: Pick<AppDeps, "db" | "storage" | "log">,
  intervals: CleanupIntervals = CLEANUP_INTERVALS,
) {
  const { db, storage, log } = deps;
  const tasks = [
    repeat("rate limit cleanup", intervals.attemptsEveryMs, log, async () => {
      const deleted = await deleteExpiredAttempts(db);
      if (deleted > 0) log.debug({ deleted }, "expired rate limit rows deleted");
    }),
    repeat("upload sweep", intervals.uploadsEveryMs, log, async () => {
      const removed = await sweepUnreferencedUploads(db, storage, log);
      if (removed > 0) log.info({ removed }, "unreferenced uploads removed");
    }),
    repeat("job history cleanup", intervals.jobHistoryEveryMs, log, async () => {
      const deleted = await pruneFollowUpDigestHistory(db);
      if (deleted > 0) log.debug({ deleted }, "old follow-up passes and e-mails deleted");
    }),
  ];
  return {
    async stop() {
      await Promise.all(tasks.map((task) => task.stop()));
    },
  };
}

/** Runs `task` every `ms`, skipping a turn while the previous run is still going. */
function repeat(name: string, ms: number, log: Logger, task: () => Promise<void>) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= task()
      .catch((error: unknown) => {
        const { code, message } = error as { code?: string; message?: string };
        log.error({ code, message }, `${name} failed`);
      })
      .finally(() => {
        running = undefined;
      });
  }, ms);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
