import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { Testimonial } from "./home-testimonials-schema";

export type { Testimonial } from "./home-testimonials-schema";

/** The home page shows at most this many (spec section 9). */
export const HOME_TESTIMONIALS_LIMIT = 6;

export function fetchHomeTestimonials(signal?: AbortSignal): Promise<Testimonial[]> {
  return apiGet("/api/testimonials/home", {
    signal,
    parser: () => import("./home-testimonials-schema").then((module) => module.testimonialsSchema),
  }).then((body) => body.testimonials.slice(0, HOME_TESTIMONIALS_LIMIT));
}

/** Approved testimonials written by an admin, newest first. */
export function useHomeTestimonials() {
  return useQuery({
    queryKey: ["testimonials", "home"],
    queryFn: ({ signal }) => fetchHomeTestimonials(signal),
    staleTime: 10 * 60_000,
  });
}
