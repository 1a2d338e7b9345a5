import { z } from "zod";

/** A lender as the admin API answers it: the tab's table, card and form read this shape. */
export const adminLenderSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo_url: z.string().nullable(),
  type: z.string(),
  display_order: z.number(),
  is_active: z.boolean(),
});
export type AdminLender = z.infer<typeof adminLenderSchema>;
