import { useIsMutating, useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import type { RateSyncResultJson } from "../../../../domain/rates-sync";
import { ApiError, apiRequest } from "../../../lib/api";
import type { Translate } from "../../../../i18n/translate";
import { useT } from "../../../i18n/use-t";
import { rateSyncResultSchema } from "./get-rate-sync";
import { refreshRates } from "./rates-cache";

const SCRAPE_MUTATION_KEY = ["rates", "scrape"] as const;

export function scrapeRates(): Promise<RateSyncResultJson> {
  return apiRequest("/api/admin/rates/scrape", { method: "POST", parser: rateSyncResultSchema });
}

/** What the admin is told when a scrape is refused or fails. */
export function announceScrapeError(error: unknown, t: Translate): void {
  if (error instanceof ApiError && error.status === 409) {
    // The server says why: no source is configured, or a run is already under way.
    if (error.code === "sync_in_progress") toast.info(error.message);
    else toast.error(error.message);
    return;
  }
  // Every source failed (502), the network or anything else: the spec's words, and the reason under them.
  const reason = error instanceof ApiError && error.message ? error.message : undefined;
  toast.error(t("admin.rateSync.scrapeFailed"), { description: reason });
}

/** The server's summary of the run; a source that failed beside others makes it a warning. */
export function announceScrapeResult(result: RateSyncResultJson): void {
  if (result.errors.length === 0) toast.success(result.message);
  else toast.warning(result.message);
}

/**
 * The 'Scrape rates' button (the spec's scrape-rates): runs the sync now. Whatever the answer, the
 * sync status, the admin list and every public rates read are read again, so the table shows what
 * the run changed.
 */
export function useScrapeRates() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationKey: SCRAPE_MUTATION_KEY,
    mutationFn: scrapeRates,
    onSuccess: announceScrapeResult,
    onError: (error) => announceScrapeError(error, t),
    onSettled: () => refreshRates(client),
  });
}

/** Whether a scrape this page started is still waiting for its answer. */
export function useIsScraping(): boolean {
  return useIsMutating({ mutationKey: SCRAPE_MUTATION_KEY }) > 0;
}
