import { describe, expect, it } from "vitest";
import { calculateRenewalQuote } from "./renewal-quote";

/*
 * Computed independently in Python: P·r / (1 − (1 + r)^−n), r = rate / 100 / payments a year.
 *   350,000 at 3.94%, 25 y monthly: 1,835.8534387728; at 1.89%: 1,464.8184203274; change +371.0350184454
 *   350,000 at 3.94%, 20 y bi-weekly: 973.2269165374
 */
const renewal = {
  propertyValue: 700_000,
  mortgageBalance: 350_000,
  currentRatePercent: 1.89,
  annualRatePercent: 3.94,
  amortizationYears: 25,
  paymentFrequency: "monthly" as const,
};

describe("calculateRenewalQuote", () => {
  it("computes the payment on the balance at the renewal rate, and the change from the current rate", () => {
    const result = calculateRenewalQuote(renewal);
    expect(result.monthlyPayment).toBeCloseTo(1835.8534387728, 6);
    expect(result.currentRatePayment).toBeCloseTo(1464.8184203274, 6);
    expect(result.paymentChange).toBeCloseTo(371.0350184454, 6);
    expect(result.loanToValue).toBe(0.5);
  });

  it("follows the frequency and amortization", () => {
    const result = calculateRenewalQuote({
      ...renewal,
      amortizationYears: 20,
      paymentFrequency: "bi-weekly",
    });
    expect(result.monthlyPayment).toBeCloseTo(973.2269165374, 6);
  });

  it("leaves the comparison out without a current rate, and gives zeros without a balance", () => {
    const noRate = calculateRenewalQuote({ ...renewal, currentRatePercent: null });
    expect(noRate.currentRatePayment).toBeNull();
    expect(noRate.paymentChange).toBeNull();
    const empty = calculateRenewalQuote({ ...renewal, mortgageBalance: 0, propertyValue: 0 });
    expect(empty).toEqual({ monthlyPayment: 0, currentRatePayment: 0, paymentChange: 0, loanToValue: 0 });
  });
});
