import { z } from "zod";
import { LENDER_TYPE_LABELS, LENDER_TYPES, type LenderType } from "../constants";
import { optionalImageAddress } from "./catalogue-admin";
import { say, sayError } from "../../i18n/translate";
import { requiredText } from "./common";

/**
 * Lenders as the super admin writes them (spec section 5: name and type required, display_order an
 * integer defaulting to 0; section 4: an active checkbox). The type is stored as a_lender /
 * alternate_lender and read in either spelling (DESIGN.md, deliberate departures).
 */

export const LENDER_NAME_MAX = 200;
export const LENDER_DISPLAY_ORDER_MAX = 100_000;

/** The English of the form's messages, which the tests read; the catalogue says them to the admin. */
export const lenderMessages = {
  nameRequired: "Name is required",
  typeRequired: "Type is required",
  typeUnknown: `Type must be ${Object.values(LENDER_TYPE_LABELS).join(" or ")}`,
  displayOrder: "Display order must be a whole number",
  displayOrderRange: `Display order must be between -${LENDER_DISPLAY_ORDER_MAX.toLocaleString("en-CA")} and ${LENDER_DISPLAY_ORDER_MAX.toLocaleString("en-CA")}`,
  isActive: "Active must be true or false",
  logoAddress: "Logo must be a web address (https://…) or an uploaded image",
} as const;

/** The stored code for either spelling ('A Lender' or a_lender, any case), or undefined. */
export function canonicalLenderType(value: string): LenderType | undefined {
  const wanted = value.trim().toLowerCase();
  return LENDER_TYPES.find((type) => type === wanted || LENDER_TYPE_LABELS[type].toLowerCase() === wanted);
}

export function lenderTypeLabel(value: string): string {
  const type = canonicalLenderType(value);
  return type ? LENDER_TYPE_LABELS[type] : value;
}

const type = z.string(sayError("validation.lenderTypeRequired")).transform((value, ctx) => {
  if (value.trim() === "") {
    ctx.addIssue({ code: "custom", message: say("validation.lenderTypeRequired") });
    return z.NEVER;
  }
  const canonical = canonicalLenderType(value);
  if (!canonical) {
    ctx.addIssue({ code: "custom", message: say("validation.lenderTypeUnknown") });
    return z.NEVER;
  }
  return canonical;
});

/** Form inputs send the number as text; blank means the default, 0. */
const displayOrder = z
  .union([z.number(), z.string(), z.null()], sayError("validation.displayOrder"))
  .optional()
  .transform((value, ctx) => {
    const text = typeof value === "string" ? value.trim() : value;
    if (text === undefined || text === null || text === "") return 0;
    const order = typeof text === "number" ? text : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(order)) {
      ctx.addIssue({ code: "custom", message: say("validation.displayOrder") });
      return z.NEVER;
    }
    if (Math.abs(order) > LENDER_DISPLAY_ORDER_MAX) {
      ctx.addIssue({
        code: "custom",
        message: say("validation.displayOrderRange", { max: LENDER_DISPLAY_ORDER_MAX }),
      });
      return z.NEVER;
    }
    return order;
  });

const fields = {
  name: requiredText(LENDER_NAME_MAX, "validation.nameRequired"),
  type,
  display_order: displayOrder,
  is_active: z.boolean(sayError("validation.lenderActive")),
  logo_url: optionalImageAddress("validation.logoAddress", { allowBucketKey: false }),
};

export const lenderInputSchema = z.object({ ...fields, is_active: fields.is_active.default(true) });
export type LenderInput = z.output<typeof lenderInputSchema>;
export type LenderFormValues = z.input<typeof lenderInputSchema>;

/** PATCH: only the fields sent change; no default fills a field left out. */
export const lenderUpdateSchema = z.object(fields).partial();
export type LenderUpdate = z.output<typeof lenderUpdateSchema>;
