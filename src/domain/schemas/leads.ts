import { z } from "zod";
import { publicMessages, quoteMessages } from "../messages";
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
    client_name: requiredLine(TEXT_LIMITS.name, quoteMessages.missingFields),
    client_email: requiredEmail(quoteMessages.missingFields),
    client_phone: optionalLine(TEXT_LIMITS.phone),
    agent_id: optionalAgentId,
    type: z.enum(QUOTE_LEAD_TYPES, { error: "Quote type must be rate_quote or refinance" }),
    metadata: quoteMetadataSchema,
  })
  .refine((lead) => lead.metadata.form !== "renewal" || lead.type === "refinance", {
    path: ["type"],
    message: "A renewal quote must have type refinance",
  });
export type QuoteLeadInput = Omit<z.input<typeof quoteLeadSchema>, "metadata"> & {
  metadata: QuoteMetadataInput;
};
export type QuoteLead = z.output<typeof quoteLeadSchema>;

export const MAX_MORTGAGE_AMOUNT = MAX_PROPERTY_PRICE;

export const applicationLeadSchema = z.object({
  client_name: requiredLine(TEXT_LIMITS.name, "Full Name is required"),
  client_email: requiredEmail("Email is required"),
  client_phone: requiredLine(TEXT_LIMITS.phone, "Phone Number is required"),
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
  first_name: requiredLine(TEXT_LIMITS.name, "First Name is required"),
  last_name: requiredLine(TEXT_LIMITS.name, "Last Name is required"),
  email: requiredEmail("Email is required"),
  phone: requiredLine(TEXT_LIMITS.phone, "Phone is required"),
  comments: requiredText(TEXT_LIMITS.message, "Comments are required"),
  postal_code: optionalLine(10)
    .refine(
      (value) => value === null || POSTAL_CODE.test(value),
      "Please enter a valid postal code, e.g. M5V 2T6",
    )
    .transform((value) => (value === null ? null : normalisePostalCode(value))),
  phone_type: z
    .enum(PHONE_TYPES, { error: "Phone type must be Mobile, Work or Residential" })
    .default(DEFAULT_PHONE_TYPE),
  casl_consent: z
    .unknown()
    .refine((value) => value === true, {
      message: publicMessages.contactConsentRequired,
      params: VERBATIM_ISSUE,
    })
    .transform(() => true as const),
  agent_id: optionalAgentId,
});
export type ContactLeadInput = z.input<typeof contactLeadSchema>;
export type ContactLead = z.output<typeof contactLeadSchema>;

export const newsletterSchema = z.object({
  email: requiredEmail("Email is required"),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
