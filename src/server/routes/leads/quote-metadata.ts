import { calculateHomeQuote } from "../../../domain/mortgage/home-quote";
import { calculateRenewalQuote } from "../../../domain/mortgage/renewal-quote";
import type { QuoteMetadata } from "../../../domain/schemas/quote-metadata";
import type { LeadMetadata } from "../../db/schema";

/** A quote lead's metadata as stored: the form's inputs and the server's own calculations from them. */
export function quoteMetadataToStore(m: QuoteMetadata): LeadMetadata {
  const terms = {
    location: m.location,
    amortization: m.amortization,
    mortgageRate: m.mortgageRate,
    paymentFrequency: m.paymentFrequency,
  };
  if (m.form === "renewal") {
    return {
      form: m.form,
      propertyValue: m.propertyValue,
      mortgageBalance: m.mortgageBalance,
      renewalDate: m.renewalDate,
      currentRate: m.currentRate,
      ...terms,
      calculations: calculateRenewalQuote({
        propertyValue: m.propertyValue,
        mortgageBalance: m.mortgageBalance,
        currentRatePercent: m.currentRate,
        annualRatePercent: m.mortgageRate,
        amortizationYears: m.amortization,
        paymentFrequency: m.paymentFrequency,
      }),
    };
  }
  return {
    form: m.form,
    price: m.price,
    downPayment: m.downPayment,
    ...terms,
    calculations: calculateHomeQuote({
      price: m.price,
      downPayment: m.downPayment,
      annualRatePercent: m.mortgageRate,
      amortizationYears: m.amortization,
      paymentFrequency: m.paymentFrequency,
    }),
  };
}
