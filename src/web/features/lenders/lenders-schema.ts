import { z } from "zod";
import { LENDER_TYPE_LABELS, LENDER_TYPES, type LenderType } from "../../../domain/constants";

/** The admin form's labels ('A Lender', 'Alternate Lender') read as the stored codes (spec section 3). */
function toLenderType(value: unknown): unknown {
  const fromLabel = Object.entries(LENDER_TYPE_LABELS).find(([, label]) => label === value);
  return fromLabel ? (fromLabel[0] as LenderType) : value;
}

const lenderSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  logo_url: z.string().nullish(),
  type: z.preprocess(toLenderType, z.enum(LENDER_TYPES)),
  display_order: z.coerce.number(),
});

export const lendersSchema = z.object({ lenders: z.array(lenderSchema) });

export type Lender = z.infer<typeof lenderSchema>;
