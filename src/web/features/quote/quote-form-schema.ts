import { z } from "zod";
import { RATE_PERCENT_MAX } from "../../../domain/constants";
import { formatPercent, type Locale } from "../../../domain/format";
import {
  calculateHomeQuote,
  HOME_QUOTE_AMORTIZATIONS,
  HOME_QUOTE_DEFAULTS,
  HOME_QUOTE_FREQUENCIES,
  HOME_QUOTE_LOCATIONS,
  type HomeQuoteResult,
} from "../../../domain/mortgage/home-quote";
import {
  MAX_PROPERTY_PRICE,
  quoteLeadSchema,
  type QuoteLeadInput,
  type QuoteLeadType,
} from "../../../domain/schemas/leads";
import { say, sayError } from "../../../i18n/translate";
import { NO_AGENT } from "./agent-options";
import { parseFigure } from "./money";

/** A typed dollar amount; blank means 0 (the spec's results are then 0). */
function dollarAmount(locale: Locale) {
  return z
    .string()
    .transform((value, ctx) => {
      const figure = parseFigure(value, locale);
      if (figure === null) {
        ctx.addIssue({ code: "custom", message: say("quote.amountInvalid") });
        return z.NEVER;
      }
      return figure;
    })
    .pipe(z.number().max(MAX_PROPERTY_PRICE, sayError("quote.amountTooLarge")));
}

/** A rate in percent as typed, "3.94" or, in French, "3,94". */
export function interestRate(locale: Locale) {
  return z
    .string()
    .transform((value, ctx) => {
      const figure = value.trim() === "" ? null : parseFigure(value, locale);
      if (figure === null) {
        ctx.addIssue({ code: "custom", message: say("quote.rateInvalid") });
        return z.NEVER;
      }
      return figure;
    })
    .pipe(
      z
        .number()
        .max(
          RATE_PERCENT_MAX,
          sayError("quote.rateTooHigh", { max: formatPercent(RATE_PERCENT_MAX, 0, locale) }),
        ),
    );
}

/**
 * The quote form in the page's language: the fields are strings as typed, figures read the way
 * `locale` writes them; the contact fields reuse the lead schema's rules and messages ('Please fill
 * in all required fields' for a missing name or email).
 */
export function quoteFormSchema(locale: Locale) {
  return z
    .object({
      price: dollarAmount(locale),
      downPayment: dollarAmount(locale),
      location: z.enum(HOME_QUOTE_LOCATIONS),
      amortization: z
        .string()
        .transform(Number)
        .pipe(
          z
            .number()
            .refine(
              (years) => (HOME_QUOTE_AMORTIZATIONS as readonly number[]).includes(years),
              sayError("quote.chooseAmortization"),
            ),
        ),
      mortgageRate: interestRate(locale),
      paymentFrequency: z.enum(HOME_QUOTE_FREQUENCIES),
      client_name: quoteLeadSchema.shape.client_name,
      client_email: quoteLeadSchema.shape.client_email,
      client_phone: quoteLeadSchema.shape.client_phone,
      agent_id: z.string(),
    })
    .refine((values) => values.downPayment <= values.price, {
      path: ["downPayment"],
      ...sayError("validation.downPaymentAbovePrice"),
    });
}

type QuoteFormSchema = ReturnType<typeof quoteFormSchema>;
export type QuoteFormInput = z.input<QuoteFormSchema>;
export type QuoteFormOutput = z.output<QuoteFormSchema>;

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
export function liveQuote(fields: CalculatorFields, locale: Locale = "en-CA"): HomeQuoteResult | null {
  const price = parseFigure(fields.price, locale);
  const downPayment = parseFigure(fields.downPayment, locale);
  const rate = parseFigure(fields.mortgageRate, locale);
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
