import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import type { TestimonialState } from "../../../../domain/schemas/testimonials";
import { apiGet } from "../../../lib/api";

const adminTestimonialSchema = z.object({
  id: z.string(),
  client_name: z.string(),
  content: z.string(),
  rating: z.number(),
  is_approved: z.boolean(),
  admin_id: z.string().nullable(),
  author_name: z.string().nullable(),
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  editable: z.boolean(),
});

const pageSchema = z.object({
  testimonials: z.array(adminTestimonialSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export type AdminTestimonial = z.infer<typeof adminTestimonialSchema>;
export type AdminTestimonialsPage = z.infer<typeof pageSchema>;
export type StateFilter = TestimonialState | "";

/** Every admin testimonials query starts with this key, so a change can update them all. */
export const ADMIN_TESTIMONIALS_QUERY_KEY = ["testimonials", "admin"] as const;

export function fetchAdminTestimonials(
  state: StateFilter,
  page: number,
  signal?: AbortSignal,
): Promise<AdminTestimonialsPage> {
  const params = new URLSearchParams({
    limit: String(DEFAULT_PAGE_SIZE),
    offset: String(page * DEFAULT_PAGE_SIZE),
  });
  if (state) params.set("state", state);
  return apiGet(`/api/admin/testimonials?${params}`, { signal, parser: pageSchema });
}

export function useAdminTestimonials(state: StateFilter, page: number) {
  return useQuery({
    queryKey: [...ADMIN_TESTIMONIALS_QUERY_KEY, state, page],
    queryFn: ({ signal }) => fetchAdminTestimonials(state, page, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

/** Its row's own testimonial is the single answer of every write route. */
export const oneTestimonialSchema = z.object({ testimonial: adminTestimonialSchema });
