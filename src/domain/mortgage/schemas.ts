/**
 * Input validation for the calculators: anything that would put NaN, Infinity or an absurd figure on screen is
 * rejected with a message that names the field in plain words, said in the language being served (the
 * calculators' catalogue: the browser's calculator pages load it, the server has every catalogue).
 *
 * Written with zod's mini build (checks passed to `.check()` instead of chained methods): the
 * calculator pages validate on every keystroke in the browser, and the mini build lets the bundler
 * keep only the checks used here, about 6 KB of the 22 KB the full build cost those pages.
 */
import * as z from "zod/mini";
import type { MessageId } from "../../i18n/catalogs";
import { say, sayError, type MessageValues } from "../../i18n/translate";
import { RATE_PERCENT_MAX } from "../constants";
import { AFFORDABILITY_AMORTIZATIONS } from "./affordability";
import { COMPOUNDINGS, PAYMENT_FREQUENCIES } from "./frequency";
import { HOME_QUOTE_AMORTIZATIONS, HOME_QUOTE_FREQUENCIES } from "./home-quote";

export const MAX_PRICE = 100_000_000;
export const MAX_RATE_PERCENT = RATE_PERCENT_MAX;
export const MIN_AMORTIZATION_YEARS = 1;
export const MAX_AMORTIZATION_YEARS = 30;

/** A field's name, as its error messages start with it. */
type FieldName =
  | "calculators.error.field.purchasePrice"
  | "calculators.error.field.downPayment"
  | "calculators.error.field.mortgageAmount"
  | "calculators.error.field.annualIncome"
  | "calculators.error.field.heating"
  | "calculators.error.field.propertyTax"
  | "calculators.error.field.condoFees"
  | "calculators.error.field.debts"
  | "calculators.error.field.extraPayment"
  | "calculators.error.field.lumpSum";

/** A message about one field, said in the language being served when the problem is found. */
function sayFieldError(id: MessageId, field: FieldName, values?: MessageValues): { error: () => string } {
  return { error: () => say(id, { ...values, field: say(field) }) };
}

/** "1, 2, 3 or 30" in the language being served. */
function sayChoices(values: readonly number[]): string {
  return say("calculators.list.or", { head: values.slice(0, -1).join(", "), last: values.at(-1) ?? "" });
}

function amount(field: FieldName) {
  return z
    .number(sayFieldError("calculators.error.notANumber", field))
    .check(
      z.minimum(0, sayFieldError("calculators.error.negative", field)),
      z.maximum(MAX_PRICE, sayFieldError("calculators.error.tooLarge", field, { max: MAX_PRICE })),
    );
}

const annualRatePercent = z
  .number(sayError("calculators.error.rateNotANumber"))
  .check(
    z.minimum(0, sayError("calculators.error.rateNegative")),
    z.maximum(MAX_RATE_PERCENT, sayError("calculators.error.rateTooHigh", { max: MAX_RATE_PERCENT })),
  );

const AMORTIZATION_RANGE = sayError("calculators.error.amortizationRange", {
  min: MIN_AMORTIZATION_YEARS,
  max: MAX_AMORTIZATION_YEARS,
});

const amortizationYears = z
  .number(sayError("calculators.error.amortizationNotANumber"))
  .check(
    z.int(sayError("calculators.error.amortizationWhole")),
    z.minimum(MIN_AMORTIZATION_YEARS, AMORTIZATION_RANGE),
    z.maximum(MAX_AMORTIZATION_YEARS, AMORTIZATION_RANGE),
  );

function amortizationChoice(choices: readonly number[]) {
  return z.number(sayError("calculators.error.amortizationNotANumber")).check(
    z.refine((years) => choices.includes(years), {
      error: () => say("calculators.error.amortizationChoice", { choices: sayChoices(choices) }),
    }),
  );
}

const paymentFrequency = z.enum(PAYMENT_FREQUENCIES, sayError("calculators.error.frequency"));
const compounding = z._default(z.enum(COMPOUNDINGS, sayError("calculators.error.compounding")), "per-period");

export const homeQuoteInputSchema = z
  .object({
    price: amount("calculators.error.field.purchasePrice"),
    downPayment: amount("calculators.error.field.downPayment"),
    annualRatePercent,
    amortizationYears: amortizationChoice(HOME_QUOTE_AMORTIZATIONS),
    paymentFrequency: z.enum(HOME_QUOTE_FREQUENCIES, sayError("calculators.error.quoteFrequency")),
  })
  .check(
    z.refine((input) => input.downPayment <= input.price, {
      ...sayError("calculators.error.downPaymentOverPrice"),
      path: ["downPayment"],
      // Compared only once both amounts are valid, so a negative price reports itself and nothing else.
      when: (payload) => payload.issues.length === 0,
    }),
  );

export const paymentInputSchema = z.object({
  amount: amount("calculators.error.field.mortgageAmount"),
  annualRatePercent,
  amortizationYears,
  frequency: paymentFrequency,
  compounding,
});

export const affordabilityInputSchema = z.object({
  annualIncome: amount("calculators.error.field.annualIncome"),
  downPayment: amount("calculators.error.field.downPayment"),
  annualRatePercent,
  amortizationYears: amortizationChoice(AFFORDABILITY_AMORTIZATIONS),
  monthlyHeating: amount("calculators.error.field.heating"),
  annualPropertyTax: amount("calculators.error.field.propertyTax"),
  monthlyCondoFees: amount("calculators.error.field.condoFees"),
  monthlyDebts: amount("calculators.error.field.debts"),
});

export const scheduleInputSchema = z.object({
  principal: amount("calculators.error.field.mortgageAmount"),
  annualRatePercent,
  amortizationYears,
  frequency: paymentFrequency,
  compounding,
  extraPerPayment: z.optional(amount("calculators.error.field.extraPayment")),
  annualLumpSum: z.optional(amount("calculators.error.field.lumpSum")),
});
