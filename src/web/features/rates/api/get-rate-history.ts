import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { RateType } from "../../../../domain/constants";
import { apiGet } from "../../../lib/api";

const rateHistorySchema = z.object({
  term: z.string(),
  rate_type: z.enum(["fixed", "variable"]),
  province: z.string(),
  fallback: z.boolean(),
  from: z.string(),
  to: z.string(),
  points: z.array(
    z.object({
      date: z.string(),
      // Rates are stored as decimals and may arrive as strings such as "4.790".
      our_rate: z.coerce.number(),
      posted_rate: z.coerce.number(),
    }),
  ),
});

export type RateHistory = z.infer<typeof rateHistorySchema>;

/** The term the rates page charts. */
export const HISTORY_TERM = "5 year";

export function fetchRateHistory(
  provinceCode: string,
  rateType: RateType,
  signal?: AbortSignal,
): Promise<RateHistory> {
  const query = new URLSearchParams({ term: HISTORY_TERM, type: rateType, province: provinceCode });
  return apiGet(`/api/rates/history?${query.toString()}`, { signal, parser: rateHistorySchema });
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
