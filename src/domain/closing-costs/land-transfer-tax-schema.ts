/**
 * Input validation for the land transfer tax calculator, in the style of the mortgage calculators' schemas
 * (zod's mini build, messages that name the field in plain words).
 */
import * as z from "zod/mini";
import { PROVINCES, type ProvinceCode } from "../constants";
import { MAX_PRICE } from "../mortgage/schemas";
import { CITIES, CITY_PROVINCE } from "./land-transfer-tax-tables";

const PROVINCE_CODES = PROVINCES.map((p) => p.code) as [ProvinceCode, ...ProvinceCode[]];

/** Written out rather than formatted: the same on every locale and ICU build, like the mortgage schemas. */
const MAX_PRICE_TEXT = "$100,000,000";

function dollars(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .check(
      z.minimum(0, { error: `${label} cannot be negative` }),
      z.maximum(MAX_PRICE, { error: `${label} must be ${MAX_PRICE_TEXT} or less` }),
    );
}

export const landTransferTaxInputSchema = z
  .object({
    price: z
      .number({ error: "Purchase price must be a number" })
      .check(
        z.positive({ error: "Purchase price must be more than $0" }),
        z.maximum(MAX_PRICE, { error: `Purchase price must be ${MAX_PRICE_TEXT} or less` }),
      ),
    province: z.enum(PROVINCE_CODES, { error: "Choose a province or territory" }),
    city: z.optional(z.enum(CITIES, { error: "City must be toronto, montreal or quebec-city" })),
    firstTime: z.boolean({ error: "First-time buyer must be true or false" }),
    mortgageAmount: z.optional(dollars("Mortgage amount")),
  })
  .check(
    z.refine((input) => input.city === undefined || CITY_PROVINCE[input.city] === input.province, {
      error: "City must be in the chosen province",
      path: ["city"],
      // Compared only once both fields are valid, so a bad province reports itself and nothing else.
      when: (payload) => payload.issues.length === 0,
    }),
    z.refine((input) => input.mortgageAmount === undefined || input.mortgageAmount <= input.price, {
      error: "Mortgage amount cannot be more than the purchase price",
      path: ["mortgageAmount"],
      when: (payload) => payload.issues.length === 0,
    }),
  );

export type LandTransferTaxSchemaInput = z.infer<typeof landTransferTaxInputSchema>;
