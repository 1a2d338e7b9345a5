/** The home calculator of spec section 9, as it records a quote in a lead's metadata. */
import type { LeadMetadata } from "../schema";

type PaymentFrequency = "monthly" | "bi-weekly";

const PAYMENTS_PER_YEAR: Record<PaymentFrequency, number> = { monthly: 12, "bi-weekly": 26 };

function roundToCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Default insurance premium rate by down payment share (spec section 9, home calculator). */
function insurancePremiumRate(downPaymentShare: number): number {
  if (downPaymentShare >= 0.2) return 0;
  if (downPaymentShare >= 0.15) return 0.028;
  if (downPaymentShare >= 0.1) return 0.031;
  if (downPaymentShare >= 0.05) return 0.04;
  return 0;
}

/** The numbers the home calculator stores with a quote: premium, insured loan and the payment per period. */
export function quoteCalculations(
  price: number,
  downPayment: number,
  ratePercent: number,
  amortizationYears: number,
  frequency: PaymentFrequency,
): NonNullable<LeadMetadata["calculations"]> {
  if (price === 0 || downPayment === 0) return { cmhcInsurance: 0, totalMortgage: 0, monthlyPayment: 0 };
  const loan = price - downPayment;
  const cmhcInsurance = loan * insurancePremiumRate(downPayment / price);
  const totalMortgage = loan + cmhcInsurance;
  const perYear = PAYMENTS_PER_YEAR[frequency];
  const periodRate = ratePercent / 100 / perYear;
  const payments = amortizationYears * perYear;
  const payment =
    periodRate === 0
      ? totalMortgage / payments
      : (totalMortgage * periodRate) / (1 - (1 + periodRate) ** -payments);
  return {
    cmhcInsurance: roundToCents(cmhcInsurance),
    totalMortgage: roundToCents(totalMortgage),
    monthlyPayment: roundToCents(payment),
  };
}

export function calculatorMetadata(
  price: number,
  downPayment: number,
  location: string,
  amortization: number,
  mortgageRate: number,
  paymentFrequency: PaymentFrequency,
): LeadMetadata {
  return {
    price,
    downPayment,
    location,
    amortization,
    mortgageRate,
    paymentFrequency,
    calculations: quoteCalculations(price, downPayment, mortgageRate, amortization, paymentFrequency),
  };
}
