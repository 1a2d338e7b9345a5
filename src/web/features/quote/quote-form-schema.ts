import { z } from "zod";
import { RATE_PERCENT_MAX } from "../../../domain/constants";
import {
  calculateHomeQuote,
  HOME_QUOTE_AMORTIZATIONS,
  HOME_QUOTE_DEFAULTS,
  HOME_QUOTE_FREQUENCIES,
  HOME_QUOTE_LOCATIONS,
  type HomeQuoteFrequency,
  type HomeQuoteResult,
} from "../../../domain/mortgage/home-quote";
import {
  MAX_PROPERTY_PRICE,
  quoteLeadSchema,
  type QuoteLeadInput,
  type QuoteLeadType,
} from "../../../domain/schemas/leads";
import { NO_AGENT } from "./agent-options";
import { parseFigure } from "./money";

/** A typed dollar amount; blank means 0 (the spec's results are then 0). */
const dollarAmount = z
  .string()
  .transform((value, ctx) => {
    const figure = parseFigure(value);
    if (figure === null) {
      ctx.addIssue({ code: "custom", message: "Enter an amount in dollars, e.g. 500000" });
      return z.NEVER;
    }
    return figure;
  })
  .pipe(z.number().max(MAX_PROPERTY_PRICE, "That amount is too large"));

const interestRate = z
  .string()
  .transform((value, ctx) => {
    const figure = value.trim() === "" ? null : parseFigure(value);
    if (figure === null) {
      ctx.addIssue({ code: "custom", message: "Enter an interest rate, e.g. 3.94" });
      return z.NEVER;
    }
    return figure;
  })
  .pipe(z.number().max(RATE_PERCENT_MAX, `Enter a rate of at most ${RATE_PERCENT_MAX}%`));

/**
 * The quote form: the fields are strings as typed; the contact fields reuse the lead schema's rules
 * and messages ('Please fill in all required fields' for a missing name or email).
 */
export const quoteFormSchema = z
  .object({
    price: dollarAmount,
    downPayment: dollarAmount,
    location: z.enum(HOME_QUOTE_LOCATIONS),
    amortization: z
      .string()
      .transform(Number)
      .pipe(
        z.number().refine((years) => (HOME_QUOTE_AMORTIZATIONS as readonly number[]).includes(years), {
          message: "Choose an amortization from the list",
        }),
      ),
    mortgageRate: interestRate,
    paymentFrequency: z.enum(HOME_QUOTE_FREQUENCIES),
    client_name: quoteLeadSchema.shape.client_name,
    client_email: quoteLeadSchema.shape.client_email,
    client_phone: quoteLeadSchema.shape.client_phone,
    agent_id: z.string(),
  })
  .refine((values) => values.downPayment <= values.price, {
    path: ["downPayment"],
    message: "Down payment cannot exceed the purchase price",
  });

export type QuoteFormInput = z.input<typeof quoteFormSchema>;
export type QuoteFormOutput = z.output<typeof quoteFormSchema>;

export const PAYMENT_FREQUENCY_LABELS: Record<HomeQuoteFrequency, string> = {
  monthly: "Monthly",
  "bi-weekly": "Bi-weekly",
};

/** Spec section 9's defaults; price and down payment start empty. */
export const QUOTE_FORM_DEFAULTS: QuoteFormInput = {
  price: "",
  downPayment: "",
  location: HOME_QUOTE_DEFAULTS.location,
  amortization: String(HOME_QUOTE_DEFAULTS.amortizationYears),
  mortgageRate: String(HOME_QUOTE_DEFAULTS.annualRatePercent),
  paymentFrequency: HOME_QUOTE_DEFAULTS.paymentFrequency,
  client_name: "",
  client_email: "",
  client_phone: "",
  agent_id: NO_AGENT,
};

type CalculatorFields = Pick<
  QuoteFormInput,
  "price" | "downPayment" | "amortization" | "mortgageRate" | "paymentFrequency"
>;

/** The live results as the buyer types; null while a figure cannot be read. */
export function liveQuote(fields: CalculatorFields): HomeQuoteResult | null {
  const price = parseFigure(fields.price);
  const downPayment = parseFigure(fields.downPayment);
  const rate = parseFigure(fields.mortgageRate);
  const years = Number(fields.amortization);
  if (price === null || downPayment === null || rate === null || !Number.isFinite(years)) return null;
  return calculateHomeQuote({
    price,
    downPayment,
    annualRatePercent: rate,
    amortizationYears: years,
    paymentFrequency: fields.paymentFrequency,
  });
}

/** The POST /api/leads/quote body; calculations are sent at full precision. */
export function toQuoteLead(values: QuoteFormOutput, type: QuoteLeadType): QuoteLeadInput {
  const calculations = calculateHomeQuote({
    price: values.price,
    downPayment: values.downPayment,
    annualRatePercent: values.mortgageRate,
    amortizationYears: values.amortization,
    paymentFrequency: values.paymentFrequency,
  });
  return {
    client_name: values.client_name,
    client_email: values.client_email,
    client_phone: values.client_phone,
    agent_id: values.agent_id === NO_AGENT ? null : values.agent_id,
    type,
    metadata: {
      form: "purchase",
      price: values.price,
      downPayment: values.downPayment,
      location: values.location,
      amortization: values.amortization,
      mortgageRate: values.mortgageRate,
      paymentFrequency: values.paymentFrequency,
      calculations,
    },
  };
}
