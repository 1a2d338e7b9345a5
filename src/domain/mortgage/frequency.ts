/** Payment frequencies and interest compounding conventions of the payment calculators (spec section 9). */
import type { MessageId } from "../../i18n/catalogs";

export const PAYMENT_FREQUENCIES = [
  "monthly",
  "semi-monthly",
  "bi-weekly",
  "rapid-bi-weekly",
  "weekly",
  "rapid-weekly",
] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const FREQUENCY_INFO: Record<PaymentFrequency, { paymentsPerYear: number }> = {
  monthly: { paymentsPerYear: 12 },
  "semi-monthly": { paymentsPerYear: 24 },
  "bi-weekly": { paymentsPerYear: 26 },
  "rapid-bi-weekly": { paymentsPerYear: 26 },
  weekly: { paymentsPerYear: 52 },
  "rapid-weekly": { paymentsPerYear: 52 },
};

/** Each frequency's name, and its payment's, in the calculators' catalogue (spec section 9's words in English). */
export const FREQUENCY_TEXT = {
  monthly: { label: "calculators.frequency.monthly", payment: "calculators.payment.monthly" },
  "semi-monthly": { label: "calculators.frequency.semiMonthly", payment: "calculators.payment.semiMonthly" },
  "bi-weekly": { label: "calculators.frequency.biWeekly", payment: "calculators.payment.biWeekly" },
  "rapid-bi-weekly": {
    label: "calculators.frequency.rapidBiWeekly",
    payment: "calculators.payment.rapidBiWeekly",
  },
  weekly: { label: "calculators.frequency.weekly", payment: "calculators.payment.weekly" },
  "rapid-weekly": { label: "calculators.frequency.rapidWeekly", payment: "calculators.payment.rapidWeekly" },
} as const satisfies Record<PaymentFrequency, { label: MessageId; payment: MessageId }>;

/**
 * Rapid options pay a fraction of the monthly payment at every instalment, which is what shortens the loan:
 * 26 halves or 52 quarters of the monthly payment add up to thirteen monthly payments a year.
 */
export const RAPID_MONTHLY_DIVISOR: Partial<Record<PaymentFrequency, number>> = {
  "rapid-bi-weekly": 2,
  "rapid-weekly": 4,
};

export const MONTHS_PER_YEAR = 12;

export const COMPOUNDINGS = ["per-period", "semi-annual"] as const;
export type Compounding = (typeof COMPOUNDINGS)[number];

/** per-period is the spec's formula and the default everywhere; semi-annual is offered only as an explicit choice. */
export const DEFAULT_COMPOUNDING: Compounding = "per-period";

/** Each compounding's name and explanation in the calculators' catalogue. */
export const COMPOUNDING_TEXT = {
  "per-period": {
    label: "calculators.compounding.perPeriod.label",
    description: "calculators.compounding.perPeriod.description",
  },
  "semi-annual": {
    label: "calculators.compounding.semiAnnual.label",
    description: "calculators.compounding.semiAnnual.description",
  },
} as const satisfies Record<Compounding, { label: MessageId; description: MessageId }>;
