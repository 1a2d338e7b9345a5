import { z } from "zod";
import { sayError } from "../../i18n/translate";
import { MAX_PROPERTY_PRICE, quoteMetadataSchema, type QuoteMetadataInput } from "./quote-metadata";
import {
  optionalAgentId,
  optionalLine,
  optionalNumberInRange,
  optionalText,
  requiredEmail,
  requiredLine,
  requiredText,
  TEXT_LIMITS,
  VERBATIM_ISSUE,
} from "./common";

/** Bodies of the public lead forms (spec sections 3, 5 and 7), shared by the SPA forms and the server. */

export const QUOTE_LEAD_TYPES = ["rate_quote", "refinance"] as const;
export type QuoteLeadType = (typeof QUOTE_LEAD_TYPES)[number];

export { MAX_PROPERTY_PRICE, quoteMetadataSchema };

export const quoteLeadSchema = z
  .object({
    client_name: requiredLine(TEXT_LIMITS.name, "quote.missingFields"),
    client_email: requiredEmail("quote.missingFields"),
    client_phone: optionalLine(TEXT_LIMITS.phone),
    agent_id: optionalAgentId,
    type: z.enum(QUOTE_LEAD_TYPES, sayError("validation.quoteType")),
    metadata: quoteMetadataSchema,
  })
  .refine((lead) => lead.metadata.form !== "renewal" || lead.type === "refinance", {
    path: ["type"],
    ...sayError("validation.renewalQuoteType"),
  });
export type QuoteLeadInput = Omit<z.input<typeof quoteLeadSchema>, "metadata"> & {
  metadata: QuoteMetadataInput;
};
export type QuoteLead = z.output<typeof quoteLeadSchema>;

export const MAX_MORTGAGE_AMOUNT = MAX_PROPERTY_PRICE;

export const applicationLeadSchema = z.object({
  client_name: requiredLine(TEXT_LIMITS.name, "validation.fullNameRequired"),
  client_email: requiredEmail(),
  client_phone: requiredLine(TEXT_LIMITS.phone, "validation.phoneNumberRequired"),
  mortgage_amount: optionalNumberInRange(0, MAX_MORTGAGE_AMOUNT),
  agent_id: optionalAgentId,
  property_address: optionalLine(TEXT_LIMITS.address),
  message: optionalText(TEXT_LIMITS.message),
});
export type ApplicationLeadInput = z.input<typeof applicationLeadSchema>;
export type ApplicationLead = z.output<typeof applicationLeadSchema>;

export const PHONE_TYPES = ["Mobile", "Work", "Residential"] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const DEFAULT_PHONE_TYPE: PhoneType = "Mobile";

/** Canadian postal code: letter digit letter, optional space, digit letter digit (no D, F, I, O, Q, U; no W or Z first). */
const POSTAL_CODE = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

/** Upper case with the single space, e.g. "M5V 2T6". */
export function normalisePostalCode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return `${compact.slice(0, 3)} ${compact.slice(3)}`;
}

export const contactLeadSchema = z.object({
  first_name: requiredLine(TEXT_LIMITS.name, "validation.firstNameRequired"),
  last_name: requiredLine(TEXT_LIMITS.name, "validation.lastNameRequired"),
  email: requiredEmail(),
  phone: requiredLine(TEXT_LIMITS.phone, "validation.phoneRequired"),
  comments: requiredText(TEXT_LIMITS.message, "validation.commentsRequired"),
  postal_code: optionalLine(10)
    .refine((value) => value === null || POSTAL_CODE.test(value), sayError("validation.postalCode"))
    .transform((value) => (value === null ? null : normalisePostalCode(value))),
  phone_type: z.enum(PHONE_TYPES, sayError("validation.phoneType")).default(DEFAULT_PHONE_TYPE),
  casl_consent: z
    .unknown()
    .refine((value) => value === true, {
      ...sayError("validation.consentRequired"),
      params: VERBATIM_ISSUE,
    })
    .transform(() => true as const),
  agent_id: optionalAgentId,
});
export type ContactLeadInput = z.input<typeof contactLeadSchema>;
export type ContactLead = z.output<typeof contactLeadSchema>;

export const newsletterSchema = z.object({
  email: requiredEmail(),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
