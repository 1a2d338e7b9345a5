import type { JobRunOutcome, JobRunTrigger } from "./job-runs";

/**
 * The rate sync's API contract (issue 12), shared by the server and the admin Rates tab.
 * GET /api/admin/rates/sync answers RateSyncStatusJson; POST /api/admin/rates/scrape answers
 * RateSyncResultJson (200 when at least one source was read and imported), or an error body:
 * 409 `rates_sync_off` (no source configured), 409 `sync_in_progress`, 502 `scrape_failed`
 * (every source failed: `error.message` says why, the body also carries the result fields).
 */

/** A rate the sync read but did not store, and why ("6 month fixed, National: term not offered"). */
export interface SkippedRateJson {
  rate: string;
  reason: string;
}

/** A source that could not be read, by its name ("Rates page", "Bank of Canada"). */
export interface SourceErrorJson {
  source: string;
  message: string;
}

export interface RateSyncCountsJson {
  added: number;
  updated: number;
  unchanged: number;
  skipped: number;
}

export interface RateSyncRunJson {
  id: string;
  trigger: JobRunTrigger;
  outcome: JobRunOutcome;
  started_at: string;
  finished_at: string | null;
  counts: RateSyncCountsJson | null;
  error: string | null;
  skipped_rates: SkippedRateJson[];
  source_errors: SourceErrorJson[];
}

export interface RateSyncSourceJson {
  name: string;
  url: string;
}

export interface RateSyncStatusJson {
  /** False when no source is configured: the job is off and the trigger refuses. */
  configured: boolean;
  sources: RateSyncSourceJson[];
  /** The nightly run, or null when it is switched off (or no source is configured). */
  schedule: { pattern: string; timezone: string; next_run_at: string } | null;
  /** Whether rates the sync adds go live at once (RATES_SYNC_ACTIVATE_NEW). */
  activate_new: boolean;
  /** The newest run, whatever its outcome; a 'running' run past its lease reads 'interrupted'. */
  last_run: RateSyncRunJson | null;
}

export interface RateSyncResultJson extends RateSyncCountsJson {
  message: string;
  errors: SourceErrorJson[];
  skipped_rates: SkippedRateJson[];
  run: RateSyncRunJson;
}

/**
 * GET /api/rates/history?term=&type=&province= : the best (lowest) our_rate of a series over the last
 * 12 months, across mortgage types, as a step line. term defaults to '5 year', province to 'National';
 * type is required. An unknown value is a 400 naming its field.
 */
export interface RateHistoryPointJson {
  /** The America/Toronto calendar day, YYYY-MM-DD. */
  date: string;
  /** The lowest our_rate of the series at the end of that day (any mortgage type). */
  our_rate: number;
  /** The posted rate of the row that held that lowest our_rate. */
  posted_rate: number;
}

export interface RateHistoryJson {
  term: string;
  rate_type: string;
  /** The province asked for, or 'National' when the province has no history of its own. */
  province: string;
  fallback: boolean;
  /** The first day of the window (12 months back), YYYY-MM-DD. */
  from: string;
  /** Today, the window's last day (America/Toronto), YYYY-MM-DD: the last point's value holds until then. */
  to: string;
  /**
   * One point per day on which the best rate changed, oldest first. When a value was already in force
   * before the window, the first point is on `from` and carries it. Empty when the series has no history.
   */
  points: RateHistoryPointJson[];
}
