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
import { say, sayError } from "../../i18n/translate";
import { booleanFlag, oneOfError } from "./common";
import { pageQuerySchema } from "./pagination";

/** Requests of the super admin's rates tab (spec sections 5 "Rate form", 7 "Rates write" and 9). */

/** The admin form's step: rates are kept to thousandths of a percent (numeric(6,3) in the database). */
export const RATE_STEP = 0.001;
export const RATE_DECIMALS = 3;

export function hasAtMostThreeDecimals(value: number): boolean {
  return Number(value.toFixed(RATE_DECIMALS)) === value;
}

/** The English of two of the form's messages, which its tests read (the catalogue says them). */
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
      error: (issue) =>
        issue.input === undefined ? say("validation.rateRequired") : say("validation.notANumber"),
    })
    .min(RATE_PERCENT_MIN, sayError("validation.atLeast", { min: RATE_PERCENT_MIN }))
    .max(RATE_PERCENT_MAX, sayError("validation.atMost", { max: RATE_PERCENT_MAX }))
    .refine(
      hasAtMostThreeDecimals,
      sayError("validation.rateDecimals", { decimals: RATE_DECIMALS, step: RATE_STEP }),
    ),
);

export const rateCreateSchema = z.object({
  term: z.enum(ADMIN_RATE_TERMS, oneOfError(ADMIN_RATE_TERMS)),
  rate_type: z.enum(RATE_TYPES, oneOfError(RATE_TYPES)),
  province: z.enum(RATE_PROVINCES, sayError("validation.rateProvince")),
  mortgage_type: z.enum(MORTGAGE_TYPES, oneOfError(MORTGAGE_TYPES)),
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
    ...sayError("validation.rateEither"),
  });
export type RateUpdate = z.output<typeof rateUpdateSchema>;

export const rateActiveSchema = z.object({
  is_active: booleanFlag(),
});
export type RateActiveUpdate = z.output<typeof rateActiveSchema>;

/** A filter left at 'all' arrives as an empty string and means no filter. */
const blankAsAbsent = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const RATE_ACTIVE_FILTERS = ["true", "false"] as const;

export const adminRatesQuerySchema = pageQuerySchema.extend({
  province: z.preprocess(
    blankAsAbsent,
    z.enum(RATE_PROVINCES, sayError("validation.rateProvince")).optional(),
  ),
  rate_type: z.preprocess(blankAsAbsent, z.enum(RATE_TYPES, oneOfError(RATE_TYPES)).optional()),
  term: z.preprocess(blankAsAbsent, z.enum(RATE_TERMS, oneOfError(RATE_TERMS)).optional()),
  active: z.preprocess(
    blankAsAbsent,
    z
      .enum(RATE_ACTIVE_FILTERS, sayError("validation.trueOrFalse"))
      .transform((value) => value === "true")
      .optional(),
  ),
});
export type AdminRatesQuery = z.output<typeof adminRatesQuerySchema>;
export type AdminRatesFilters = Pick<AdminRatesQuery, "province" | "rate_type" | "term" | "active">;
