import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { deleteExpiredAttempts } from "./attempt-limit";

export const ATTEMPT_CLEANUP_EVERY_MS = 10 * 60 * 1000;

/**
 * Deletes dead rate_limits rows on a timer, so a flood of new keys cannot grow the table
 * without bound. Every instance may run it: the delete is idempotent. The timer does not keep
 * the process alive; stop() waits for a sweep in progress so the database can close after it.
 */
export function startAttemptCleanup(db: Database, log: Logger, everyMs = ATTEMPT_CLEANUP_EVERY_MS) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= deleteExpiredAttempts(db)
      .then((deleted) => {
        if (deleted > 0) log.debug({ deleted }, "expired rate limit rows deleted");
      })
      .catch((error: unknown) => {
        const { code, message } = error as { code?: string; message?: string };
        log.error({ code, message }, "rate limit cleanup failed");
      })
      .finally(() => {
        running = undefined;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
