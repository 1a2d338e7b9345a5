import { z } from "zod";

/** A service as the admin API answers it: the tab's table, card and form read this shape. */
export const adminServiceSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  features: z.array(z.string()).catch([]),
  content: z.string().nullable(),
  image_url: z.string().nullable(),
  image_src: z.string().nullable(),
});
export type AdminService = z.infer<typeof adminServiceSchema>;
