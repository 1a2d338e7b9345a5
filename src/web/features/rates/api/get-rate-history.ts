import { useQuery } from "@tanstack/react-query";
import type { RateType } from "../../../../domain/constants";
import { apiGet } from "../../../lib/api";
import type { RateHistory } from "./rate-history-schema";

export type { RateHistory } from "./rate-history-schema";

/** The term the rates page charts. */
export const HISTORY_TERM = "5 year";

export function fetchRateHistory(
  provinceCode: string,
  rateType: RateType,
  signal?: AbortSignal,
): Promise<RateHistory> {
  const query = new URLSearchParams({ term: HISTORY_TERM, type: rateType, province: provinceCode });
  return apiGet(`/api/rates/history?${query.toString()}`, {
    signal,
    parser: () => import("./rate-history-schema").then((module) => module.rateHistorySchema),
  });
}

/** The best 5 year rate of a type over the last 12 months; the National one (fallback) without history. */
export function useRateHistory(provinceCode: string, rateType: RateType) {
  return useQuery({
    // Under "rates", so the admin's rate edits refresh it with every other rate query.
    queryKey: ["rates", "history", HISTORY_TERM, provinceCode, rateType],
    queryFn: ({ signal }) => fetchRateHistory(provinceCode, rateType, signal),
    staleTime: 5 * 60_000,
  });
}
