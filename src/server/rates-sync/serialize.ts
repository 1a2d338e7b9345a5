import type { RateSyncRunJson, SkippedRateJson, SourceErrorJson } from "../../domain/rates-sync";
import type { JobRun } from "../db/schema";

function listOf<T>(details: Record<string, unknown> | null, key: string): T[] {
  const value = details?.[key];
  return Array.isArray(value) ? (value as T[]) : [];
}

/** A job_runs row of the rate sync as the admin API shows it. */
export function runToJson(run: JobRun): RateSyncRunJson {
  return {
    id: run.id,
    trigger: run.trigger,
    outcome: run.outcome,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
    counts: run.counts ?? null,
    error: run.error,
    skipped_rates: listOf<SkippedRateJson>(run.details, "skippedRates"),
    source_errors: listOf<SourceErrorJson>(run.details, "errors"),
  };
}
