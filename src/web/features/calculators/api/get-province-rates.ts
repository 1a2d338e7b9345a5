import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../../lib/api";

const provinceRatesSchema = z.object({
  province: z.string(),
  fallback: z.boolean(),
  rates: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      term: z.string(),
      rate_type: z.enum(["fixed", "variable"]),
      province: z.string(),
      // Rates are stored as decimals and may arrive as strings such as "4.790".
      our_rate: z.coerce.number(),
      posted_rate: z.coerce.number(),
    }),
  ),
});

export type ProvinceRates = z.infer<typeof provinceRatesSchema>;
export type ProvinceRate = ProvinceRates["rates"][number];

export function fetchProvinceRates(province: string, signal?: AbortSignal): Promise<ProvinceRates> {
  const query = new URLSearchParams({ province });
  return apiGet(`/api/rates?${query.toString()}`, { signal, parser: provinceRatesSchema });
}

/** A province's active rates ordered by term; National rates (fallback: true) when it has none. */
export function useProvinceRates(province: string) {
  return useQuery({
    queryKey: ["rates", "province", province],
    queryFn: ({ signal }) => fetchProvinceRates(province, signal),
    staleTime: 5 * 60_000,
  });
}
