/** Payment frequencies and interest compounding conventions of the payment calculators (spec section 9). */

export const PAYMENT_FREQUENCIES = [
  "monthly",
  "semi-monthly",
  "bi-weekly",
  "rapid-bi-weekly",
  "weekly",
  "rapid-weekly",
] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

export const FREQUENCY_INFO: Record<PaymentFrequency, { label: string; paymentsPerYear: number }> = {
  monthly: { label: "Monthly", paymentsPerYear: 12 },
  "semi-monthly": { label: "Semi-monthly", paymentsPerYear: 24 },
  "bi-weekly": { label: "Bi-weekly", paymentsPerYear: 26 },
  "rapid-bi-weekly": { label: "Rapid Bi-weekly", paymentsPerYear: 26 },
  weekly: { label: "Weekly", paymentsPerYear: 52 },
  "rapid-weekly": { label: "Rapid Weekly", paymentsPerYear: 52 },
};

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

export const COMPOUNDING_INFO: Record<Compounding, { label: string; description: string }> = {
  "per-period": {
    label: "Standard (rate ÷ payments per year)",
    description:
      "The annual rate is divided by the number of payments in a year and interest is charged at every payment. This is the calculator's standard method.",
  },
  "semi-annual": {
    label: "Canadian fixed-rate (compounded semi-annually)",
    description:
      "Canadian lenders quote fixed-rate mortgages with interest compounded twice a year, as the Interest Act requires. For the same quoted rate, the payment is slightly lower than with the standard method.",
  },
};
