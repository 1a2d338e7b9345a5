import type { Testimonial } from "../../db/schema";

/** The public fields of an approved testimonial (spec section 7). */
export function publicTestimonialToJson(row: Testimonial) {
  return {
    id: row.id,
    client_name: row.clientName,
    content: row.content,
    rating: row.rating,
  };
}
