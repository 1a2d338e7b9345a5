import { z } from "zod";
import { RATE_PERCENT_MAX, RATE_PERCENT_MIN } from "../constants";
import {
  HOME_QUOTE_AMORTIZATIONS,
  HOME_QUOTE_FREQUENCIES,
  HOME_QUOTE_LOCATIONS,
} from "../mortgage/home-quote";
import { say, sayError } from "../../i18n/translate";
import { numberInRange, optionalNumberInRange } from "./common";

/** The metadata of a quote lead: which form of the home dialog wrote it, and that form's figures. */

/** Far above any Canadian home price; only catches typing errors and abuse. */
export const MAX_PROPERTY_PRICE = 100_000_000;

export const QUOTE_FORMS = ["purchase", "renewal"] as const;
export type QuoteForm = (typeof QUOTE_FORMS)[number];

/** How far a renewal (maturity) date may be from today: a term just ended, or at most a 10 year term away. */
export const RENEWAL_DATE_WINDOW = { pastYears: 1, futureYears: 10 } as const;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD within RENEWAL_DATE_WINDOW of `today`. */
export function isRenewalDateInWindow(value: string, today: Date = new Date()): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return false;
  }
  const base = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const earliest = new Date(base);
  earliest.setUTCFullYear(earliest.getUTCFullYear() - RENEWAL_DATE_WINDOW.pastYears);
  const latest = new Date(base);
  latest.setUTCFullYear(latest.getUTCFullYear() + RENEWAL_DATE_WINDOW.futureYears);
  return date >= earliest && date <= latest;
}

const terms = {
  location: z.enum(
    HOME_QUOTE_LOCATIONS,
    sayError("validation.quoteLocation", { values: HOME_QUOTE_LOCATIONS.join(", ") }),
  ),
  amortization: numberInRange(
    Math.min(...HOME_QUOTE_AMORTIZATIONS),
    Math.max(...HOME_QUOTE_AMORTIZATIONS),
  ).refine(
    (years) => (HOME_QUOTE_AMORTIZATIONS as readonly number[]).includes(years),
    sayError("validation.quoteAmortization", { values: HOME_QUOTE_AMORTIZATIONS.join(", ") }),
  ),
  mortgageRate: numberInRange(RATE_PERCENT_MIN, RATE_PERCENT_MAX),
  paymentFrequency: z.enum(HOME_QUOTE_FREQUENCIES, sayError("validation.quoteFrequency")),
};

const purchaseMetadata = z
  .object({
    form: z.literal("purchase"),
    price: numberInRange(0, MAX_PROPERTY_PRICE),
    downPayment: numberInRange(0, MAX_PROPERTY_PRICE),
    ...terms,
    /** What the form showed; the server stores its own recomputation from the inputs instead. */
    calculations: z
      .object({
        cmhcInsurance: numberInRange(0, MAX_PROPERTY_PRICE),
        totalMortgage: numberInRange(0, MAX_PROPERTY_PRICE * 2),
        monthlyPayment: numberInRange(0, MAX_PROPERTY_PRICE),
      })
      .optional(),
  })
  .refine((m) => m.downPayment <= m.price, {
    path: ["downPayment"],
    ...sayError("validation.downPaymentAbovePrice"),
  });

const renewalMetadata = z
  .object({
    form: z.literal("renewal"),
    propertyValue: numberInRange(1, MAX_PROPERTY_PRICE),
    mortgageBalance: numberInRange(1, MAX_PROPERTY_PRICE),
    renewalDate: z
      .string(sayError("validation.renewalDateFormat"))
      .nullish()
      .transform((value) => (value ? value : null))
      .refine(
        (value) => value === null || isRenewalDateInWindow(value),
        sayError("validation.renewalDateWindow"),
      ),
    currentRate: optionalNumberInRange(RATE_PERCENT_MIN, RATE_PERCENT_MAX),
    ...terms,
    /** What the form showed; ignored like the purchase quote's, the server recomputes. */
    calculations: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((m) => m.mortgageBalance <= m.propertyValue, {
    path: ["mortgageBalance"],
    ...sayError("validation.balanceAboveValue"),
  });

/** A body without `form` comes from a purchase quote, as every quote did before the renewal form existed. */
function purchaseByDefault(value: unknown): unknown {
  if (value !== null && typeof value === "object" && !Array.isArray(value) && !("form" in value)) {
    return { ...value, form: "purchase" };
  }
  return value;
}

export const quoteMetadataSchema = z.preprocess(
  purchaseByDefault,
  z.discriminatedUnion("form", [purchaseMetadata, renewalMetadata], {
    error: (issue) =>
      issue.code === "invalid_union" ? say("validation.quoteForm") : say("validation.metadataObject"),
  }),
);
/** What a form sends (the schema's own input type is unknown, as it starts with a preprocess). */
export type QuoteMetadataInput = z.input<typeof purchaseMetadata> | z.input<typeof renewalMetadata>;
export type QuoteMetadata = z.output<typeof quoteMetadataSchema>;
export type RenewalMetadata = Extract<QuoteMetadata, { form: "renewal" }>;
export type PurchaseMetadata = Extract<QuoteMetadata, { form: "purchase" }>;
