/** The home page quote dialog (spec section 9, "Calculator (home dialog)"). */
import { premiumTierBasisPoints } from "../closing-costs/cmhc";
import { formatCurrency, formatPercent } from "../format";
import {
  FIRST_TIER_RATE,
  INSURED_PRICE_CEILING,
  SECOND_TIER_RATE,
  TIER_BREAK,
  UNINSURED_DOWN_PAYMENT_PERCENT,
} from "./down-payment";
import { amortizedPayment } from "./payment";

export const HOME_QUOTE_LOCATIONS = [
  "Ontario",
  "Quebec",
  "British Columbia",
  "Alberta",
  "Manitoba",
  "Saskatchewan",
] as const;
export type HomeQuoteLocation = (typeof HOME_QUOTE_LOCATIONS)[number];

export const HOME_QUOTE_AMORTIZATIONS = [15, 20, 25, 30] as const;

export const HOME_QUOTE_FREQUENCIES = ["monthly", "bi-weekly"] as const;
export type HomeQuoteFrequency = (typeof HOME_QUOTE_FREQUENCIES)[number];

export const HOME_QUOTE_PAYMENTS_PER_YEAR: Record<HomeQuoteFrequency, number> = {
  monthly: 12,
  "bi-weekly": 26,
};

export const HOME_QUOTE_DEFAULTS = {
  location: "Ontario",
  amortizationYears: 25,
  annualRatePercent: 3.94,
  paymentFrequency: "monthly",
} as const;

/**
 * The insurance premium as a fraction of the loan, from the insurers' premium table (closing-costs/cmhc.ts):
 * 0 at 20% down or more, 2.8% at 15% or more, 3.1% at 10% or more, 4.0% at 5% or more, and 0 under 5% (the
 * spec's rule; such a loan is not insurable in practice). Shares are compared exactly, in cents.
 */
export function insurancePremiumRate(price: number, downPayment: number): number {
  return (premiumTierBasisPoints(price, downPayment) ?? 0) / 10_000;
}

export interface HomeQuoteInput {
  price: number;
  downPayment: number;
  annualRatePercent: number;
  amortizationYears: number;
  paymentFrequency: HomeQuoteFrequency;
}

/** Full precision: the dialog shows whole dollars, the lead metadata keeps these values as they are. */
export interface HomeQuoteResult {
  cmhcInsurance: number;
  totalMortgage: number;
  /** The payment at the chosen frequency (the spec's name, kept for the lead metadata). */
  monthlyPayment: number;
}

const ZERO_QUOTE: HomeQuoteResult = { cmhcInsurance: 0, totalMortgage: 0, monthlyPayment: 0 };

export function calculateHomeQuote(input: HomeQuoteInput): HomeQuoteResult {
  if (input.price <= 0 || input.downPayment <= 0) return { ...ZERO_QUOTE };
  const baseLoan = Math.max(input.price - input.downPayment, 0);
  const cmhcInsurance = baseLoan * insurancePremiumRate(input.price, input.downPayment);
  const totalMortgage = baseLoan + cmhcInsurance;
  const monthlyPayment = amortizedPayment(
    totalMortgage,
    input.annualRatePercent,
    input.amortizationYears,
    HOME_QUOTE_PAYMENTS_PER_YEAR[input.paymentFrequency],
  );
  return { cmhcInsurance, totalMortgage, monthlyPayment };
}

/**
 * The hint beside the down payment (display only, not enforced). Spec section 5 words it with a $1M
 * threshold; issue 46 asks for today's rule, so the figures come from the rule itself.
 */
export const DOWN_PAYMENT_HELP_TEXT =
  `Minimum down payment: ${formatPercent(FIRST_TIER_RATE * 100, 0)} of the first ${formatCurrency(TIER_BREAK, 0)}, ` +
  `${formatPercent(SECOND_TIER_RATE * 100, 0)} of the part above, and ` +
  `${formatPercent(UNINSURED_DOWN_PAYMENT_PERCENT, 0)} of the whole price at ${formatCurrency(INSURED_PRICE_CEILING, 0)} or more.`;
