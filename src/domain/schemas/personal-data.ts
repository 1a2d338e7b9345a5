import { z } from "zod";
import { requiredEmail } from "./common";

/**
 * A request to find or erase what the site holds about one person (PIPEDA, Québec Law 25), by the
 * e-mail address they gave. Addresses are compared without regard to case, so the address is
 * lower-cased here once for every query.
 */
export const personalDataRequestSchema = z.object({
  email: requiredEmail().transform((email) => email.toLowerCase()),
});
export type PersonalDataRequestInput = z.input<typeof personalDataRequestSchema>;

/**
 * What an erasure removes, by kind; the kinds do not overlap. `leads` are the form leads (quote,
 * application, contact), `chat_leads` the chat assistant's leads with their conversations, and
 * `newsletter` the newsletter subscription (0 or 1).
 */
export interface ErasureCounts {
  leads: number;
  chat_leads: number;
  newsletter: number;
}

export function erasureTotal(counts: ErasureCounts): number {
  return counts.leads + counts.chat_leads + counts.newsletter;
}

/** The audit_log action of an erasure. */
export const ERASE_PERSONAL_DATA_ACTION = "erase_personal_data";
