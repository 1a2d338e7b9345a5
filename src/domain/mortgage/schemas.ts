/**
 * Input validation for the calculators: anything that would put NaN, Infinity or an absurd figure on screen is
 * rejected with a message that names the field in plain words.
 *
 * Written with zod's mini build (checks passed to `.check()` instead of chained methods): the
 * calculator pages validate on every keystroke in the browser, and the mini build lets the bundler
 * keep only the checks used here, about 6 KB of the 22 KB the full build cost those pages.
 */
import * as z from "zod/mini";
import { RATE_PERCENT_MAX } from "../constants";
import { AFFORDABILITY_AMORTIZATIONS } from "./affordability";
import { COMPOUNDINGS, PAYMENT_FREQUENCIES } from "./frequency";
import { HOME_QUOTE_AMORTIZATIONS, HOME_QUOTE_FREQUENCIES } from "./home-quote";

export const MAX_PRICE = 100_000_000;
export const MAX_RATE_PERCENT = RATE_PERCENT_MAX;
export const MIN_AMORTIZATION_YEARS = 1;
export const MAX_AMORTIZATION_YEARS = 30;

/** Whole dollars with thousands separators, the same on every locale and ICU build: 100000000 → $100,000,000. */
function wholeDollars(value: number): string {
  return `$${String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`;
}

function listOf(values: readonly number[]): string {
  return `${values.slice(0, -1).join(", ")} or ${values.at(-1) ?? ""}`;
}

function amount(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .check(
      z.minimum(0, { error: `${label} cannot be negative` }),
      z.maximum(MAX_PRICE, { error: `${label} must be ${wholeDollars(MAX_PRICE)} or less` }),
    );
}

const annualRatePercent = z
  .number({ error: "Interest rate must be a number" })
  .check(
    z.minimum(0, { error: "Interest rate cannot be negative" }),
    z.maximum(MAX_RATE_PERCENT, { error: `Interest rate must be ${MAX_RATE_PERCENT}% or less` }),
  );

const AMORTIZATION_RANGE = `Amortization must be between ${MIN_AMORTIZATION_YEARS} and ${MAX_AMORTIZATION_YEARS} years`;

const amortizationYears = z
  .number({ error: "Amortization must be a number of years" })
  .check(
    z.int({ error: "Amortization must be a whole number of years" }),
    z.minimum(MIN_AMORTIZATION_YEARS, { error: AMORTIZATION_RANGE }),
    z.maximum(MAX_AMORTIZATION_YEARS, { error: AMORTIZATION_RANGE }),
  );

function amortizationChoice(choices: readonly number[]) {
  return z.number({ error: "Amortization must be a number of years" }).check(
    z.refine((years) => choices.includes(years), {
      error: `Amortization must be ${listOf(choices)} years`,
    }),
  );
}

const paymentFrequency = z.enum(PAYMENT_FREQUENCIES, { error: "Choose a payment frequency" });
const compounding = z._default(
  z.enum(COMPOUNDINGS, { error: "Choose how interest is compounded" }),
  "per-period",
);

const DOWN_PAYMENT_OVER_PRICE = "Down payment cannot be more than the purchase price";

export const homeQuoteInputSchema = z
  .object({
    price: amount("Purchase price"),
    downPayment: amount("Down payment"),
    annualRatePercent,
    amortizationYears: amortizationChoice(HOME_QUOTE_AMORTIZATIONS),
    paymentFrequency: z.enum(HOME_QUOTE_FREQUENCIES, { error: "Choose monthly or bi-weekly payments" }),
  })
  .check(
    z.refine((input) => input.downPayment <= input.price, {
      error: DOWN_PAYMENT_OVER_PRICE,
      path: ["downPayment"],
      // Compared only once both amounts are valid, so a negative price reports itself and nothing else.
      when: (payload) => payload.issues.length === 0,
    }),
  );

export const paymentInputSchema = z.object({
  amount: amount("Mortgage amount"),
  annualRatePercent,
  amortizationYears,
  frequency: paymentFrequency,
  compounding,
});

export const affordabilityInputSchema = z.object({
  annualIncome: amount("Annual income"),
  downPayment: amount("Down payment"),
  annualRatePercent,
  amortizationYears: amortizationChoice(AFFORDABILITY_AMORTIZATIONS),
  monthlyHeating: amount("Heating and electricity"),
  annualPropertyTax: amount("Property tax"),
  monthlyCondoFees: amount("Condo fees"),
  monthlyDebts: amount("Monthly debt payments"),
});

export const scheduleInputSchema = z.object({
  principal: amount("Mortgage amount"),
  annualRatePercent,
  amortizationYears,
  frequency: paymentFrequency,
  compounding,
  extraPerPayment: z.optional(amount("Extra payment")),
  annualLumpSum: z.optional(amount("Annual lump sum")),
});
