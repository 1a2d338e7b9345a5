import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { JOB_RUN_OUTCOMES, JOB_RUN_TRIGGERS } from "../../../../domain/job-runs";
import type { RateSyncResultJson, RateSyncRunJson, RateSyncStatusJson } from "../../../../domain/rates-sync";
import { apiGet } from "../../../lib/api";

const countsSchema = z.object({
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  skipped: z.number(),
});

const skippedRateSchema = z.object({ rate: z.string(), reason: z.string() });
const sourceErrorSchema = z.object({ source: z.string(), message: z.string() });

export const rateSyncRunSchema = z.object({
  id: z.string(),
  trigger: z.enum(JOB_RUN_TRIGGERS),
  outcome: z.enum(JOB_RUN_OUTCOMES),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  counts: countsSchema.nullable(),
  error: z.string().nullable(),
  skipped_rates: z.array(skippedRateSchema),
  source_errors: z.array(sourceErrorSchema),
}) satisfies z.ZodType<RateSyncRunJson>;

const rateSyncStatusSchema = z.object({
  configured: z.boolean(),
  sources: z.array(z.object({ name: z.string(), url: z.string() })),
  schedule: z.object({ pattern: z.string(), timezone: z.string(), next_run_at: z.string() }).nullable(),
  activate_new: z.boolean(),
  last_run: rateSyncRunSchema.nullable(),
}) satisfies z.ZodType<RateSyncStatusJson>;

export const rateSyncResultSchema = countsSchema.extend({
  message: z.string(),
  errors: z.array(sourceErrorSchema),
  skipped_rates: z.array(skippedRateSchema),
  run: rateSyncRunSchema,
}) satisfies z.ZodType<RateSyncResultJson>;

/**
 * Under the "rates" prefix, so refreshRates (rates-cache.ts) refreshes it with the rate lists; apart
 * from the admin list's key, so the list's optimistic edits never touch it.
 */
export const RATE_SYNC_QUERY_KEY = ["rates", "sync"] as const;

/** How often the status is read again while a run is under way. */
export const RATE_SYNC_POLL_MS = 2_000;

export function fetchRateSync(signal?: AbortSignal): Promise<RateSyncStatusJson> {
  return apiGet("/api/admin/rates/sync", { signal, parser: rateSyncStatusSchema });
}

/**
 * The sync's settings and last run. While a run is under way (the nightly one, another admin's, or
 * this admin's own press of the button: `scraping`) it is read every 2 s, so the panel shows the
 * outcome as soon as the run ends.
 */
export function useRateSync({ scraping }: { scraping: boolean }) {
  return useQuery({
    queryKey: RATE_SYNC_QUERY_KEY,
    queryFn: ({ signal }) => fetchRateSync(signal),
    staleTime: 15_000,
    refetchInterval: (query) =>
      scraping || query.state.data?.last_run?.outcome === "running" ? RATE_SYNC_POLL_MS : false,
  });
}
