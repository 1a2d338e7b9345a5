/** The home calculator of spec section 9, as it records a quote in a lead's metadata. */
import { calculateHomeQuote, type HomeQuoteFrequency } from "../../../domain/mortgage/home-quote";
import { roundCents } from "../../../domain/mortgage/payment";
import type { LeadMetadata } from "../schema";

/** The quote calculator's own figures (premium, insured loan, payment per period), to the cent. */
function quoteCalculations(
  price: number,
  downPayment: number,
  annualRatePercent: number,
  amortizationYears: number,
  paymentFrequency: HomeQuoteFrequency,
): NonNullable<LeadMetadata["calculations"]> {
  const quote = calculateHomeQuote({
    price,
    downPayment,
    annualRatePercent,
    amortizationYears,
    paymentFrequency,
  });
  return {
    cmhcInsurance: roundCents(quote.cmhcInsurance),
    totalMortgage: roundCents(quote.totalMortgage),
    monthlyPayment: roundCents(quote.monthlyPayment),
  };
}

export function calculatorMetadata(
  price: number,
  downPayment: number,
  location: string,
  amortization: number,
  mortgageRate: number,
  paymentFrequency: HomeQuoteFrequency,
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
