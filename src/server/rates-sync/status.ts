import type { RateSyncStatusJson } from "../../domain/rates-sync";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { latestRun } from "../jobs/job-runs";
import { nextRunAt } from "../jobs/schedule";
import { RATES_SYNC_JOB } from "./run";
import { runToJson } from "./serialize";
import type { RateSource } from "./types";

/** What the admin Rates tab shows about the sync: its sources, the next nightly run, the last run. */
export async function rateSyncStatus(
  db: Database,
  settings: Config["ratesSync"],
  sources: readonly RateSource[],
): Promise<RateSyncStatusJson> {
  const configured = sources.length > 0;
  const next =
    configured && settings.schedule
      ? nextRunAt({ pattern: settings.schedule, timezone: settings.timezone })
      : null;
  const last = await latestRun(db, RATES_SYNC_JOB);
  return {
    configured,
    sources: sources.map((source) => ({ name: source.name, url: source.url })),
    schedule:
      settings.schedule && next
        ? { pattern: settings.schedule, timezone: settings.timezone, next_run_at: next.toISOString() }
        : null,
    activate_new: settings.activateNew,
    last_run: last ? runToJson(last) : null,
  };
}

/** "2:14 p.m." in the sync's time zone, for messages about a run in progress. */
export function clockTime(at: Date, timezone: string): string {
  return new Intl.DateTimeFormat("en-CA", { hour: "numeric", minute: "2-digit", timeZone: timezone }).format(
    at,
  );
}
