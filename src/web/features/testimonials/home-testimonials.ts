import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../lib/api";

const testimonialSchema = z.object({
  id: z.union([z.string(), z.number()]),
  client_name: z.string(),
  content: z.string(),
  rating: z.coerce.number(),
  created_at: z.string().nullish(),
});

const testimonialsSchema = z.object({ testimonials: z.array(testimonialSchema) });

export type Testimonial = z.infer<typeof testimonialSchema>;

/** The home page shows at most this many (spec section 9). */
export const HOME_TESTIMONIALS_LIMIT = 6;

export function fetchHomeTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiGet("/api/testimonials/home", { signal, parser: testimonialsSchema }).then((body) =>
    body.testimonials.slice(0, HOME_TESTIMONIALS_LIMIT),
  );
}

/** Approved testimonials written by an admin, newest first. */
export function useHomeTestimonials() {
  return useQuery({
    queryKey: ["testimonials", "home"],
    queryFn: ({ signal }) => fetchHomeTestimonials(signal),
    staleTime: 10 * 60_000,
  });
}
