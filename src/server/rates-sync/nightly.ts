import type { AppDeps } from "../deps";
import { startSchedule, type ScheduledJob } from "../jobs/schedule";
import { runRatesSync } from "./run";
import { createRateSources } from "./sources";

/**
 * Starts the nightly rate sync on this instance, or nothing when no source is configured or
 * RATES_SYNC_SCHEDULE is off. Every instance schedules it; job_runs lets one of them run each
 * occurrence.
 */
export function startNightlyRatesSync(
  deps: Pick<AppDeps, "config" | "db" | "log">,
): ScheduledJob | undefined {
  const settings = deps.config.ratesSync;
  const sources = createRateSources(settings);
  if (sources.length === 0 || !settings.schedule) return undefined;
  const job = startSchedule(
    { pattern: settings.schedule, timezone: settings.timezone },
    deps.log,
    async (occurrence) => {
      const outcome = await runRatesSync(
        { db: deps.db, log: deps.log, settings, sources },
        { trigger: "schedule", occurrence },
      );
      if (outcome.status !== "done") {
        deps.log.info({ occurrence, status: outcome.status }, "scheduled rate sync left to another run");
      }
    },
  );
  deps.log.info({ next: job.nextRun(), timezone: settings.timezone }, "nightly rate sync scheduled");
  return job;
}
