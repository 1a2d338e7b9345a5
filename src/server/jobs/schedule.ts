import { Cron } from "croner";
import type { Logger } from "../logger";

export interface Schedule {
  /** A cron pattern, read in `timezone` (croner: DST-aware, a skipped 2 AM runs at 3 AM that day). */
  pattern: string;
  timezone: string;
}

/** The next scheduled instant after `from`, or null when the pattern has none. */
export function nextRunAt(schedule: Schedule, from: Date = new Date()): Date | null {
  return new Cron(schedule.pattern, { timezone: schedule.timezone, paused: true }).nextRun(from);
}

/**
 * The scheduled instant a firing stands for: the latest one at or just before now. Every instance
 * computes the same value for the same occurrence, whatever its timer's jitter, which is what
 * lets job_runs give each occurrence to exactly one of them.
 */
export function occurrenceAt(schedule: Schedule, now: Date): Date {
  const cron = new Cron(schedule.pattern, { timezone: schedule.timezone, paused: true });
  return cron.previousRuns(1, new Date(now.getTime() + 1000))[0] ?? now;
}

export interface ScheduledJob {
  nextRun(): Date | null;
  /**
   * Stops the timer and waits a little for a firing in progress; a run cut short by the shutdown is
   * left 'running' and read as interrupted once its lease passes.
   */
  stop(): Promise<void>;
}

const STOP_WAIT_MS = 5000;

/**
 * Runs `task` at every occurrence of the schedule. The timer does not keep the process alive; a
 * firing that is still busy when the next one comes is not overlapped (croner's protect).
 */
export function startSchedule(
  schedule: Schedule,
  log: Logger,
  task: (occurrence: Date) => Promise<void>,
  now: () => Date = () => new Date(),
): ScheduledJob {
  let running: Promise<void> | undefined;
  const cron = new Cron(schedule.pattern, { timezone: schedule.timezone, protect: true, unref: true }, () => {
    running = task(occurrenceAt(schedule, now()))
      .catch((error: unknown) => log.error({ err: error }, "scheduled job failed"))
      .finally(() => {
        running = undefined;
      });
    return running;
  });
  return {
    nextRun: () => cron.nextRun(),
    async stop() {
      cron.stop();
      if (!running) return;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS)));
      await Promise.race([running, waited]);
      clearTimeout(timer);
    },
  };
}
