import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { apiGet } from "../../../lib/api";

const adminRateSchema = z.object({
  id: z.string(),
  term: z.string(),
  rate_type: z.string(),
  province: z.string(),
  posted_rate: z.number(),
  our_rate: z.number(),
  mortgage_type: z.string(),
  source_url: z.string(),
  scraped_at: z.string(),
  is_active: z.boolean(),
  updated_at: z.string(),
});

const adminRatesSchema = z.object({
  rates: z.array(adminRateSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export const rateResponseSchema = z.object({ rate: adminRateSchema });

export type AdminRate = z.infer<typeof adminRateSchema>;
export type AdminRatesPage = z.infer<typeof adminRatesSchema>;

export interface AdminRatesFilters {
  province: string;
  rate_type: string;
  /** '' for both, 'true' or 'false'. */
  active: string;
}

export const ADMIN_RATES_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Every admin rates query starts with this key; every public rates query starts with its first part. */
export const ADMIN_RATES_QUERY_KEY = ["rates", "admin"] as const;

export function fetchAdminRates(
  filters: AdminRatesFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdminRatesPage> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  params.set("limit", String(ADMIN_RATES_PAGE_SIZE));
  params.set("offset", String(page * ADMIN_RATES_PAGE_SIZE));
  return apiGet(`/api/admin/rates?${params}`, { signal, parser: adminRatesSchema });
}

export function useAdminRates(filters: AdminRatesFilters, page: number) {
  return useQuery({
    queryKey: [...ADMIN_RATES_QUERY_KEY, filters, page],
    queryFn: ({ signal }) => fetchAdminRates(filters, page, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
