import type { Testimonial } from "../../db/schema";
import { publicTestimonialToJson } from "../testimonials/serialize";

/** An agent's own testimonial, with its state (spec section 4: Pending until approved). */
export function ownTestimonialToJson(row: Testimonial) {
  return { ...publicTestimonialToJson(row), is_approved: row.isApproved };
}
