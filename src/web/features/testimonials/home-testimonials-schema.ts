import { z } from "zod";

const testimonialSchema = z.object({
  id: z.union([z.string(), z.number()]),
  client_name: z.string(),
  content: z.string(),
  rating: z.coerce.number(),
  created_at: z.string().nullish(),
});

export const testimonialsSchema = z.object({ testimonials: z.array(testimonialSchema) });

export type Testimonial = z.infer<typeof testimonialSchema>;
