import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { apiGet } from "../../../lib/api";

export const ownTestimonialSchema = z.object({
  id: z.string(),
  client_name: z.string(),
  content: z.string(),
  rating: z.number(),
  is_approved: z.boolean(),
  created_at: z.string(),
});

const pageSchema = z.object({
  testimonials: z.array(ownTestimonialSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export type OwnTestimonial = z.infer<typeof ownTestimonialSchema>;
export type OwnTestimonialsPage = z.infer<typeof pageSchema>;

/** Every query of the agent's own testimonials starts with this key. */
export const OWN_TESTIMONIALS_QUERY_KEY = ["testimonials", "dashboard"] as const;

export function fetchOwnTestimonials(page: number, signal?: AbortSignal): Promise<OwnTestimonialsPage> {
  const params = new URLSearchParams({
    limit: String(DEFAULT_PAGE_SIZE),
    offset: String(page * DEFAULT_PAGE_SIZE),
  });
  return apiGet(`/api/dashboard/testimonials?${params}`, { signal, parser: pageSchema });
}

export function useOwnTestimonials(page: number) {
  return useQuery({
    queryKey: [...OWN_TESTIMONIALS_QUERY_KEY, page],
    queryFn: ({ signal }) => fetchOwnTestimonials(page, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
