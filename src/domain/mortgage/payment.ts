/** The amortized-payment formula and its variants. Inputs are assumed validated (see schemas.ts). */
import {
  DEFAULT_COMPOUNDING,
  FREQUENCY_INFO,
  MONTHS_PER_YEAR,
  RAPID_MONTHLY_DIVISOR,
  type Compounding,
  type PaymentFrequency,
} from "./frequency";

/**
 * Interest rate of one payment period, as a fraction.
 * per-period: annual / 100 / payments per year (the spec's formula).
 * semi-annual: (1 + annual / 200)^(2 / payments per year) − 1, the effective rate under the Interest Act.
 */
export function periodicRate(
  annualRatePercent: number,
  paymentsPerYear: number,
  compounding: Compounding = DEFAULT_COMPOUNDING,
): number {
  if (annualRatePercent <= 0 || paymentsPerYear <= 0) return 0;
  if (compounding === "semi-annual") {
    // expm1/log1p keep full precision where (1 + x)^y − 1 would cancel to a few significant digits.
    return Math.expm1((2 / paymentsPerYear) * Math.log1p(annualRatePercent / 200));
  }
  return annualRatePercent / 100 / paymentsPerYear;
}

/** 1 − (1 + r)^−n, computed without cancellation for small r. */
function discountComplement(rate: number, periods: number): number {
  return -Math.expm1(-periods * Math.log1p(rate));
}

/**
 * P·r / (1 − (1 + r)^−n) with n = years × payments per year; P / n when r = 0. Full precision.
 * A loan with nothing to repay or no time to repay it (P, years or payments per year not positive) gives 0.
 */
export function amortizedPayment(
  principal: number,
  annualRatePercent: number,
  years: number,
  paymentsPerYear: number,
  compounding: Compounding = DEFAULT_COMPOUNDING,
): number {
  const periods = years * paymentsPerYear;
  if (principal <= 0 || periods <= 0) return 0;
  const rate = periodicRate(annualRatePercent, paymentsPerYear, compounding);
  if (rate === 0) return principal / periods;
  return (principal * rate) / discountComplement(rate, periods);
}

/** The loan a payment supports at the rate and amortization: the inverse of amortizedPayment. */
export function loanForPayment(
  payment: number,
  annualRatePercent: number,
  years: number,
  paymentsPerYear: number = MONTHS_PER_YEAR,
  compounding: Compounding = DEFAULT_COMPOUNDING,
): number {
  const periods = years * paymentsPerYear;
  if (payment <= 0 || periods <= 0) return 0;
  const rate = periodicRate(annualRatePercent, paymentsPerYear, compounding);
  if (rate === 0) return payment * periods;
  return (payment * discountComplement(rate, periods)) / rate;
}

/** The payment at one frequency; rapid options are the monthly payment ÷ 2 (bi-weekly) or ÷ 4 (weekly). */
export function paymentForFrequency(
  principal: number,
  annualRatePercent: number,
  years: number,
  frequency: PaymentFrequency,
  compounding: Compounding = DEFAULT_COMPOUNDING,
): number {
  const rapidDivisor = RAPID_MONTHLY_DIVISOR[frequency];
  if (rapidDivisor !== undefined) {
    return amortizedPayment(principal, annualRatePercent, years, MONTHS_PER_YEAR, compounding) / rapidDivisor;
  }
  return amortizedPayment(
    principal,
    annualRatePercent,
    years,
    FREQUENCY_INFO[frequency].paymentsPerYear,
    compounding,
  );
}

/**
 * Rounds to the nearest cent, halves away from zero. The product with 100 is first cut to 15 significant
 * digits so that binary noise (1.005 × 100 = 100.49999999999999) does not round a half cent down.
 */
export function roundCents(value: number): number {
  if (!Number.isFinite(value)) return value;
  const scaled = Number((Math.abs(value) * 100).toPrecision(15));
  const cents = Math.round(scaled);
  return cents === 0 ? 0 : (Math.sign(value) * cents) / 100;
}

/**
 * Spec section 5: the payment calculator computes nothing until amount, rate, amortization and frequency are
 * all non-zero (a rate of 0 is valid for the formula, but the calculator waits for one).
 */
export function isPaymentComputable(input: {
  amount: number;
  annualRatePercent: number;
  amortizationYears: number;
  frequency: PaymentFrequency | undefined;
}): boolean {
  return (
    input.amount > 0 &&
    input.annualRatePercent > 0 &&
    input.amortizationYears > 0 &&
    input.frequency !== undefined
  );
}
