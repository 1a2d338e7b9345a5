/** The renewal quote (home dialog, 'Renewal/Refinancing'): the payment on the balance at the renewal rate. */
import { HOME_QUOTE_PAYMENTS_PER_YEAR, type HomeQuoteFrequency } from "./home-quote";
import { amortizedPayment } from "./payment";

export interface RenewalQuoteInput {
  propertyValue: number;
  mortgageBalance: number;
  /** The rate the renewing mortgage pays today; null when the borrower did not give it. */
  currentRatePercent: number | null;
  /** The renewal rate the payment is computed at. */
  annualRatePercent: number;
  /** The amortization left to run. */
  amortizationYears: number;
  paymentFrequency: HomeQuoteFrequency;
}

/** Full precision, like the purchase quote; the dialog shows whole dollars. */
export interface RenewalQuoteResult {
  /** The payment at the chosen frequency on the balance, at the renewal rate (the purchase quote's name). */
  monthlyPayment: number;
  /**
   * The payment on the same balance and amortization at the current rate, so the two differ by the rate
   * alone; null without a current rate. It is not the borrower's actual payment today, which depends on
   * the amortization they started with.
   */
  currentRatePayment: number | null;
  /** monthlyPayment − currentRatePayment: positive when renewing costs more; null without a current rate. */
  paymentChange: number | null;
  /** Balance ÷ property value, as a fraction; 0 without a property value. */
  loanToValue: number;
}

export function calculateRenewalQuote(input: RenewalQuoteInput): RenewalQuoteResult {
  const perYear = HOME_QUOTE_PAYMENTS_PER_YEAR[input.paymentFrequency];
  const payment = (ratePercent: number) =>
    amortizedPayment(input.mortgageBalance, ratePercent, input.amortizationYears, perYear);
  const monthlyPayment = payment(input.annualRatePercent);
  const currentRatePayment = input.currentRatePercent === null ? null : payment(input.currentRatePercent);
  return {
    monthlyPayment,
    currentRatePayment,
    paymentChange: currentRatePayment === null ? null : monthlyPayment - currentRatePayment,
    loanToValue: input.propertyValue > 0 ? input.mortgageBalance / input.propertyValue : 0,
  };
}
