import type { Testimonial } from "../../db/schema";

/** The public fields of an approved testimonial (spec section 7); created_at dates it for visitors. */
export function publicTestimonialToJson(row: Testimonial) {
  return {
    id: row.id,
    client_name: row.clientName,
    content: row.content,
    rating: row.rating,
    created_at: row.createdAt,
  };
}
