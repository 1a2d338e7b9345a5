import { z } from "zod";

/** A product as the admin API answers it: the tab's table, card and form read this shape. */
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.coerce.number().nullable(),
  content: z.string().nullable(),
  image_url: z.string().nullable(),
  image_src: z.string().nullable(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
