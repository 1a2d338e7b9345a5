import { z } from "zod";
import { CATALOGUE_LIMITS, optionalImageAddress } from "./catalogue-admin";
import { say, sayError } from "../../i18n/translate";
import { optionalText, requiredText } from "./common";

/** Products as the super admin writes them (spec sections 3 and 5: name required, price optional, step 0.01). */

/** products.price is numeric(12, 2); no broker fee comes near this. */
export const PRODUCT_PRICE_MAX = 10_000_000;

/** The English of the form's messages, which the tests read; the catalogue says them to the admin. */
export const productMessages = {
  nameRequired: "Name is required",
  priceNotNumber: "Price must be a number",
  priceNegative: "Price must be 0 or more",
  priceTooHigh: `Price must be at most ${PRODUCT_PRICE_MAX.toLocaleString("en-CA")}`,
  priceCents: "Price must be in dollars and cents (at most 2 decimals)",
  imageAddress: "Image must be a web address (https://…) or an uploaded image",
} as const;

const PLAIN_NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** True when `amount` is a whole number of cents, allowing for binary floating point (0.29 * 100). */
export function isWholeCents(amount: number): boolean {
  const cents = amount * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

/** Blank, null and absent mean no price; form inputs send the number as text. */
const price = z
  .union([z.number(), z.string(), z.null()], sayError("validation.priceNotNumber"))
  .optional()
  .transform((value, ctx) => {
    const text = typeof value === "string" ? value.trim() : value;
    if (text === undefined || text === null || text === "") return null;
    const amount = typeof text === "number" ? text : PLAIN_NUMBER.test(text) ? Number(text) : Number.NaN;
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (!Number.isFinite(amount)) return fail(say("validation.priceNotNumber"));
    if (amount < 0) return fail(say("validation.priceNegative"));
    if (amount > PRODUCT_PRICE_MAX) return fail(say("validation.priceTooHigh", { max: PRODUCT_PRICE_MAX }));
    if (!isWholeCents(amount)) return fail(say("validation.priceCents"));
    return Math.round(amount * 100) / 100;
  });

export const productInputSchema = z.object({
  name: requiredText(CATALOGUE_LIMITS.name, "validation.nameRequired"),
  price,
  description: optionalText(CATALOGUE_LIMITS.description),
  content: optionalText(CATALOGUE_LIMITS.content),
  image_url: optionalImageAddress("validation.uploadImageAddress", { allowBucketKey: true }),
});
export type ProductInput = z.output<typeof productInputSchema>;
export type ProductFormValues = z.input<typeof productInputSchema>;

/** PATCH: only the fields sent change; null clears an optional one. */
export const productUpdateSchema = productInputSchema.partial();
export type ProductUpdate = z.output<typeof productUpdateSchema>;
