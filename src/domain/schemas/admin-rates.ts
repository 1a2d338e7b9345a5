import { z } from "zod";
import {
  ADMIN_RATE_TERMS,
  MORTGAGE_TYPES,
  RATE_PERCENT_MAX,
  RATE_PERCENT_MIN,
  RATE_PROVINCES,
  RATE_TERMS,
  RATE_TYPES,
} from "../constants";
import { pageQuerySchema } from "./pagination";

/** Requests of the super admin's rates tab (spec sections 5 "Rate form", 7 "Rates write" and 9). */

/** The admin form's step: rates are kept to thousandths of a percent (numeric(6,3) in the database). */
export const RATE_STEP = 0.001;
export const RATE_DECIMALS = 3;

export function hasAtMostThreeDecimals(value: number): boolean {
  return Number(value.toFixed(RATE_DECIMALS)) === value;
}

const oneOf = (values: readonly string[]) => `Must be one of ${values.join(", ")}`;

export const RATE_REQUIRED_MESSAGE = "A rate is required";
export const RATE_DECIMALS_MESSAGE = `Use at most ${RATE_DECIMALS} decimals (step ${RATE_STEP})`;

/**
 * A rate in percent. Both rates are required numbers; a form's empty input arrives as NaN or "" and a
 * typed string as text, so each is turned into a number (or refused) here, the same way on both sides.
 */
export const ratePercentSchema = z.preprocess(
  (value) => {
    if (typeof value === "string") return value.trim() === "" ? undefined : Number(value.trim());
    if (typeof value === "number" && Number.isNaN(value)) return undefined;
    return value;
  },
  z
    .number({
      error: (issue) => (issue.input === undefined ? RATE_REQUIRED_MESSAGE : "Must be a number"),
    })
    .min(RATE_PERCENT_MIN, `Must be at least ${RATE_PERCENT_MIN}`)
    .max(RATE_PERCENT_MAX, `Must be at most ${RATE_PERCENT_MAX}`)
    .refine(hasAtMostThreeDecimals, RATE_DECIMALS_MESSAGE),
);

export const rateCreateSchema = z.object({
  term: z.enum(ADMIN_RATE_TERMS, { error: oneOf(ADMIN_RATE_TERMS) }),
  rate_type: z.enum(RATE_TYPES, { error: oneOf(RATE_TYPES) }),
  province: z.enum(RATE_PROVINCES, { error: "Must be a full province or territory name, or National" }),
  mortgage_type: z.enum(MORTGAGE_TYPES, { error: oneOf(MORTGAGE_TYPES) }),
  posted_rate: ratePercentSchema,
  our_rate: ratePercentSchema,
});
export type RateCreateInput = z.input<typeof rateCreateSchema>;
export type RateCreate = z.output<typeof rateCreateSchema>;

/** The inline edit: either rate or both; a cell saves only its own value. */
export const rateUpdateSchema = z
  .object({ posted_rate: ratePercentSchema.optional(), our_rate: ratePercentSchema.optional() })
  .refine((body) => body.posted_rate !== undefined || body.our_rate !== undefined, {
    path: ["our_rate"],
    message: "Give our_rate, posted_rate or both",
  });
export type RateUpdate = z.output<typeof rateUpdateSchema>;

export const rateActiveSchema = z.object({
  is_active: z.boolean({ error: "Must be true or false" }),
});
export type RateActiveUpdate = z.output<typeof rateActiveSchema>;

/** A filter left at 'all' arrives as an empty string and means no filter. */
const blankAsAbsent = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const RATE_ACTIVE_FILTERS = ["true", "false"] as const;

export const adminRatesQuerySchema = pageQuerySchema.extend({
  province: z.preprocess(
    blankAsAbsent,
    z.enum(RATE_PROVINCES, { error: "Must be a full province or territory name, or National" }).optional(),
  ),
  rate_type: z.preprocess(blankAsAbsent, z.enum(RATE_TYPES, { error: oneOf(RATE_TYPES) }).optional()),
  term: z.preprocess(blankAsAbsent, z.enum(RATE_TERMS, { error: oneOf(RATE_TERMS) }).optional()),
  active: z.preprocess(
    blankAsAbsent,
    z
      .enum(RATE_ACTIVE_FILTERS, { error: "Must be true or false" })
      .transform((value) => value === "true")
      .optional(),
  ),
});
export type AdminRatesQuery = z.output<typeof adminRatesQuerySchema>;
export type AdminRatesFilters = Pick<AdminRatesQuery, "province" | "rate_type" | "term" | "active">;
