import { z } from "zod";
import { HOME_QUOTE_DEFAULTS } from "../../../domain/mortgage/home-quote";
import { calculateRenewalQuote, type RenewalQuoteResult } from "../../../domain/mortgage/renewal-quote";
import type { QuoteLeadInput } from "../../../domain/schemas/leads";
import type { Locale } from "../../../domain/format";
import { isRenewalDateInWindow, MAX_PROPERTY_PRICE } from "../../../domain/schemas/quote-metadata";
import type { MessageId } from "../../../i18n/catalogs";
import { say, sayError } from "../../../i18n/translate";
import { NO_AGENT } from "./agent-options";
import { parseFigure } from "./money";
import { QUOTE_FORM_DEFAULTS, quoteFormSchema } from "./quote-form-schema";

/** A required dollar amount: blank gets the field's own message, as the toast says required fields are missing. */
function requiredDollars(missing: MessageId, locale: Locale) {
  return z
    .string()
    .transform((value, ctx) => {
      const figure = parseFigure(value, locale);
      if (figure === 0) ctx.addIssue({ code: "custom", message: say(missing) });
      else if (figure === null) ctx.addIssue({ code: "custom", message: say("quote.groupedAmountInvalid") });
      else return figure;
      return z.NEVER;
    })
    .pipe(z.number().max(MAX_PROPERTY_PRICE, sayError("quote.amountTooLarge")));
}

/**
 * The renewal quote in the page's language: the renewal questions instead of price and down payment;
 * the rest as the purchase form.
 */
export function renewalFormSchema(locale: Locale) {
  const base = quoteFormSchema(locale).shape;
  return z
    .object({
      propertyValue: requiredDollars("quote.propertyValueMissing", locale),
      mortgageBalance: requiredDollars("quote.balanceMissing", locale),
      renewalDate: z
        .string()
        .refine(
          (value) => value === "" || isRenewalDateInWindow(value),
          sayError("validation.renewalDateWindow"),
        )
        .transform((value) => (value === "" ? null : value)),
      currentRate: z.string().transform((value, ctx) => {
        if (value.trim() === "") return null;
        const rate = base.mortgageRate.safeParse(value);
        if (rate.success) return rate.data;
        ctx.addIssue({ code: "custom", message: rate.error.issues[0]?.message ?? say("quote.rateMissing") });
        return z.NEVER;
      }),
      location: base.location,
      amortization: base.amortization,
      mortgageRate: base.mortgageRate,
      paymentFrequency: base.paymentFrequency,
      client_name: base.client_name,
      client_email: base.client_email,
      client_phone: base.client_phone,
      agent_id: base.agent_id,
    })
    .refine((values) => values.mortgageBalance <= values.propertyValue, {
      path: ["mortgageBalance"],
      ...sayError("validation.balanceAboveValue"),
    });
}

type RenewalFormSchema = ReturnType<typeof renewalFormSchema>;
export type RenewalFormInput = z.input<RenewalFormSchema>;
export type RenewalFormOutput = z.output<RenewalFormSchema>;

export const RENEWAL_FORM_DEFAULTS: RenewalFormInput = {
  propertyValue: "",
  mortgageBalance: "",
  renewalDate: "",
  currentRate: "",
  location: QUOTE_FORM_DEFAULTS.location,
  amortization: QUOTE_FORM_DEFAULTS.amortization,
  mortgageRate: String(HOME_QUOTE_DEFAULTS.annualRatePercent),
  paymentFrequency: QUOTE_FORM_DEFAULTS.paymentFrequency,
  client_name: "",
  client_email: "",
  client_phone: "",
  agent_id: NO_AGENT,
};

type RenewalFigures = Pick<
  RenewalFormInput,
  "propertyValue" | "mortgageBalance" | "currentRate" | "amortization" | "mortgageRate" | "paymentFrequency"
>;

/** The live results as the borrower types; null while a figure cannot be read. */
export function liveRenewal(fields: RenewalFigures, locale: Locale = "en-CA"): RenewalQuoteResult | null {
  const propertyValue = parseFigure(fields.propertyValue, locale);
  const mortgageBalance = parseFigure(fields.mortgageBalance, locale);
  const rate = fields.mortgageRate.trim() === "" ? null : parseFigure(fields.mortgageRate, locale);
  const current = fields.currentRate.trim() === "" ? undefined : parseFigure(fields.currentRate, locale);
  const years = Number(fields.amortization);
  if (propertyValue === null || mortgageBalance === null || rate === null || current === null) return null;
  if (!Number.isFinite(years)) return null;
  return calculateRenewalQuote({
    propertyValue,
    mortgageBalance,
    currentRatePercent: current ?? null,
    annualRatePercent: rate,
    amortizationYears: years,
    paymentFrequency: fields.paymentFrequency,
  });
}

/** The POST /api/leads/quote body of a renewal (type refinance; the server recomputes the figures). */
export function toRenewalLead(values: RenewalFormOutput): QuoteLeadInput {
  return {
    client_name: values.client_name,
    client_email: values.client_email,
    client_phone: values.client_phone,
    agent_id: values.agent_id === NO_AGENT ? null : values.agent_id,
    type: "refinance",
    metadata: {
      form: "renewal",
      propertyValue: values.propertyValue,
      mortgageBalance: values.mortgageBalance,
      renewalDate: values.renewalDate,
      currentRate: values.currentRate,
      location: values.location,
      amortization: values.amortization,
      mortgageRate: values.mortgageRate,
      paymentFrequency: values.paymentFrequency,
      calculations: {
        ...calculateRenewalQuote({
          propertyValue: values.propertyValue,
          mortgageBalance: values.mortgageBalance,
          currentRatePercent: values.currentRate,
          annualRatePercent: values.mortgageRate,
          amortizationYears: values.amortization,
          paymentFrequency: values.paymentFrequency,
        }),
      },
    },
  };
}
