import { z } from "zod";
import { say } from "../../../i18n/translate";
import { amortizationSchedule } from "../../../domain/mortgage/schedule";
import { homeQuoteInputSchema, paymentInputSchema } from "../../../domain/mortgage/schemas";

/** Spec section 9: the simple calculator's defaults. */
export const SIMPLE_PAYMENT_DEFAULTS = {
  price: "500000",
  downPayment: "100000",
  annualRatePercent: "5.5",
  amortizationYears: "25",
} as const;

export type SimplePaymentField = keyof typeof SIMPLE_PAYMENT_DEFAULTS;

/** The domain's own field rules: price and down payment as in a quote, rate and years as in the payment calculator. */
export const simplePaymentSchema = z
  .object({
    price: homeQuoteInputSchema.shape.price,
    downPayment: homeQuoteInputSchema.shape.downPayment,
    annualRatePercent: paymentInputSchema.shape.annualRatePercent,
    amortizationYears: paymentInputSchema.shape.amortizationYears,
  })
  .refine((input) => input.downPayment <= input.price, {
    error: () => say("calculators.simple.downPaymentOverPrice"),
    path: ["downPayment"],
  });

export interface SimplePaymentResult {
  monthlyPayment: number;
  mortgageAmount: number;
  totalInterest: number;
}

/** The monthly payment on price − down payment, and the interest paid over the whole amortization. */
export function simplePayment(input: z.output<typeof simplePaymentSchema>): SimplePaymentResult {
  const mortgageAmount = input.price - input.downPayment;
  const schedule = amortizationSchedule({
    principal: mortgageAmount,
    annualRatePercent: input.annualRatePercent,
    amortizationYears: input.amortizationYears,
    frequency: "monthly",
  });
  return {
    monthlyPayment: schedule.regularPayment,
    mortgageAmount,
    totalInterest: schedule.totalInterest,
  };
}
