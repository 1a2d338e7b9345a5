import type { JobRunTrigger } from "../../domain/job-runs";
import type { RateSyncResultJson, SkippedRateJson, SourceErrorJson } from "../../domain/rates-sync";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { JobRun } from "../db/schema";
import { claimRun, finishRun, type RunEnd } from "../jobs/job-runs";
import type { Logger } from "../logger";
import { invalidatePublicRates } from "../routes/rates/cache";
import { importRates } from "./import";
import { mergeSourceRates } from "./import-plan";
import { runToJson } from "./serialize";
import { SourceError, type RateSource, type ScrapedRate } from "./types";
import { say } from "../../i18n/translate";

export const RATES_SYNC_JOB = "rates-sync";

export interface RatesSyncDeps {
  db: Database;
  log: Logger;
  settings: Config["ratesSync"];
  sources: readonly RateSource[];
}

export interface RatesSyncRequest {
  trigger: JobRunTrigger;
  occurrence?: Date;
  startedBy?: string;
}

export type RatesSyncOutcome =
  | { status: "off" }
  | { status: "busy"; running: JobRun | undefined }
  | { status: "taken" }
  | { status: "done"; ok: boolean; result: RateSyncResultJson };

interface SourceRead {
  source: RateSource;
  rates: ScrapedRate[];
  skipped: SkippedRateJson[];
}

const SAVE_FAILED = "The rates could not be saved (database error); nothing was changed.";

/**
 * One rate sync, whoever starts it (the nightly schedule, the super admin's 'Scrape rates', the
 * command line): claim the run, read every source, import what was read in one transaction, record
 * the outcome. A source that fails changes nothing of its own rates; when every source fails
 * nothing is imported at all.
 */
export async function runRatesSync(
  deps: RatesSyncDeps,
  request: RatesSyncRequest,
): Promise<RatesSyncOutcome> {
  if (deps.sources.length === 0) return { status: "off" };
  const claim = await claimRun(deps.db, { job: RATES_SYNC_JOB, ...request });
  if (claim.status !== "claimed") return claim;
  const { run } = claim;
  const log = deps.log.child({ job: RATES_SYNC_JOB, runId: run.id, trigger: request.trigger });
  log.info("rate sync started");

  const reads: SourceRead[] = [];
  const errors: SourceErrorJson[] = [];
  for (const source of deps.sources) {
    try {
      reads.push({ source, ...(await source.read()) });
    } catch (error) {
      errors.push({ source: source.name, message: sourceMessage(error) });
      log.warn({ source: source.name, err: error }, "rate source failed");
    }
  }

  let end: RunEnd;
  if (reads.length === 0) {
    end = {
      outcome: "failed",
      error: errors.map((e) => `${e.source}: ${e.message}`).join(" "),
      details: { errors },
    };
  } else {
    const merged = mergeSourceRates(
      reads.map((read) => ({ sourceName: read.source.name, sourceUrl: read.source.url, rates: read.rates })),
    );
    const sourceSkipped = [...reads.flatMap((read) => read.skipped), ...merged.skipped];
    try {
      const imported = await importRates(deps.db, merged.rates, { activateNew: deps.settings.activateNew });
      invalidatePublicRates();
      const skippedRates = [...imported.skippedRates, ...sourceSkipped];
      end = {
        outcome: errors.length > 0 ? "partial" : "succeeded",
        counts: { ...imported, skipped: skippedRates.length },
        error: errors.length > 0 ? errors.map((e) => `${e.source}: ${e.message}`).join(" ") : null,
        details: { errors, skippedRates },
      };
    } catch (error) {
      log.error({ err: error }, "rate import failed");
      end = { outcome: "failed", error: SAVE_FAILED, details: { errors } };
    }
  }
  const finished = (await finishRun(deps.db, run.id, end)) ?? {
    ...run,
    outcome: end.outcome,
    finishedAt: new Date(),
    counts: end.counts ?? null,
    error: end.error ?? null,
    details: end.details ?? null,
  };
  log.info({ outcome: end.outcome, counts: end.counts }, "rate sync finished");
  const json = runToJson(finished);
  const counts = json.counts ?? { added: 0, updated: 0, unchanged: 0, skipped: 0 };
  return {
    status: "done",
    ok: end.outcome === "succeeded" || end.outcome === "partial",
    result: {
      message: resultMessage(end, counts),
      ...counts,
      errors: json.source_errors,
      skipped_rates: json.skipped_rates,
      run: json,
    },
  };
}

function sourceMessage(error: unknown): string {
  if (error instanceof SourceError) return error.message;
  return "The source could not be read (unexpected error); see the server log.";
}

function resultMessage(
  end: RunEnd,
  counts: { added: number; updated: number; unchanged: number; skipped: number },
) {
  if (end.outcome === "failed") return end.error ?? SAVE_FAILED;
  // Said in the language of the super admin who asked for the sync (the scheduler's runs: English).
  const summary = say("errors.ratesSyncCounts", counts);
  return end.outcome === "partial"
    ? `${say("errors.ratesPartlySynced", { summary })} ${end.error ?? ""}`.trim()
    : say("errors.ratesSynced", { summary });
}
