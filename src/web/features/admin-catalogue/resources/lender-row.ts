import { z } from "zod";
import { canonicalLenderType } from "../../../../domain/schemas/admin-lenders";
import type { Translate } from "../../../../i18n/translate";

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

/** 'A Lender' or 'Alternate Lender' for a stored type, whichever way it was written. */
export function lenderTypeLabel(value: string, t: Translate): string {
  return t("admin.lenders.typeLabel", { type: canonicalLenderType(value) ?? value });
}
