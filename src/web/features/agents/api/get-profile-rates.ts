import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../../lib/api";

const profileRatesSchema = z.object({
  province: z.string(),
  fallback: z.boolean(),
  rates: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      term: z.string(),
      rate_type: z.enum(["fixed", "variable"]),
      // Decimal columns may arrive as strings such as "4.790".
      posted_rate: z.coerce.number(),
      our_rate: z.coerce.number(),
    }),
  ),
});

export type ProfileRates = z.infer<typeof profileRatesSchema>;
export type ProfileRate = ProfileRates["rates"][number];

export function fetchProfileRates(provinceCode: string, signal?: AbortSignal): Promise<ProfileRates> {
  const query = new URLSearchParams({ province: provinceCode });
  return apiGet(`/api/rates?${query.toString()}`, { signal, parser: profileRatesSchema });
}

/** A province's active rates in display order; National rates (fallback: true) when it has none. */
export function useProfileRates(provinceCode: string) {
  return useQuery({
    queryKey: ["agent-profile", "rates", provinceCode],
    queryFn: ({ signal }) => fetchProfileRates(provinceCode, signal),
    staleTime: 5 * 60_000,
  });
}
