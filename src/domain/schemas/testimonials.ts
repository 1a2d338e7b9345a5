import { z } from "zod";
import { sayError } from "../../i18n/translate";
import { TESTIMONIAL_RATING_MAX, TESTIMONIAL_RATING_MIN } from "../constants";
import { booleanFlag, oneOfError, requiredLine, requiredText, TEXT_LIMITS } from "./common";
import { pageQuerySchema } from "./pagination";

/**
 * The testimonial form (spec section 5, "Testimonial form (admin and agent)"): client name, content and
 * a rating from 1 to 5, all required. The super admin's write form and the agent's submit form share it.
 */

export const TESTIMONIAL_CONTENT_MAX = 2000;
export const TESTIMONIAL_RATINGS = [1, 2, 3, 4, 5] as const;

const RATING_MESSAGE = sayError("validation.rating", {
  min: TESTIMONIAL_RATING_MIN,
  max: TESTIMONIAL_RATING_MAX,
});

/** A select sends the rating as text, an API caller as a number; both are read, nothing else is. */
const rating = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
  z
    .number(RATING_MESSAGE)
    .int(RATING_MESSAGE)
    .min(TESTIMONIAL_RATING_MIN, RATING_MESSAGE)
    .max(TESTIMONIAL_RATING_MAX, RATING_MESSAGE),
);

export const testimonialSchema = z.object({
  client_name: requiredLine(TEXT_LIMITS.name, "validation.clientNameRequired"),
  content: requiredText(TESTIMONIAL_CONTENT_MAX, "validation.testimonialTextRequired"),
  rating,
});
export type Testimonial = z.output<typeof testimonialSchema>;

export const testimonialApprovalSchema = z.object({
  is_approved: booleanFlag(),
});

/** Spec section 4: a testimonial is Pending until approved. */
export const TESTIMONIAL_STATES = ["pending", "approved"] as const;
export type TestimonialState = (typeof TESTIMONIAL_STATES)[number];

export const adminTestimonialsQuerySchema = pageQuerySchema.extend({
  state: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.enum(TESTIMONIAL_STATES, oneOfError(TESTIMONIAL_STATES)).optional(),
  ),
});
export type AdminTestimonialsQuery = z.output<typeof adminTestimonialsQuerySchema>;
