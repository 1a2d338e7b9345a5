import { z } from "zod";
import { CHATBOT_LEAD_SOURCE, isChatbotSource } from "../../../domain/constants";
import type { LeadConsent } from "../../../domain/lead-detail";
import type { Lead } from "../../db/schema";
import type { LeadWithAgent } from "./queries";

const chatHistorySchema = z.array(z.object({ role: z.enum(["assistant", "user"]), content: z.string() }));
export type ChatHistory = z.infer<typeof chatHistorySchema>;

/** A chatbot lead's notes hold its conversation as JSON; anything unreadable shows as no history. */
export function parseChatHistory(notes: string | null): ChatHistory | null {
  if (!notes) return null;
  try {
    const parsed = chatHistorySchema.safeParse(JSON.parse(notes));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The consent a form stores with its lead (metadata.consent), as written at creation. */
const storedConsentSchema = z.object({ casl: z.boolean(), at: z.iso.datetime({ offset: true }) });

/** The one form that asks for CASL consent, and has refused to send without it since it was built. */
export const CONSENT_FORM_SOURCE = "contact_form";

/** What a form stores in the lead's metadata about the consent it asked for (metadata.consent). */
export function consentToStore(at: Date): LeadConsent {
  return { casl: true, at: at.toISOString() };
}

/**
 * The consent the client gave with the form: as stored at creation, else, for an older contact-form lead,
 * its arrival (that form cannot be sent without the box ticked); null where no form asked (quote,
 * application, chat), since nothing says whether the client agreed.
 */
export function leadConsent(lead: Pick<Lead, "metadata" | "source" | "createdAt">): LeadConsent | null {
  const stored = storedConsentSchema.safeParse(lead.metadata.consent);
  if (stored.success) return stored.data;
  return lead.source === CONSENT_FORM_SOURCE ? consentToStore(lead.createdAt) : null;
}

/** What every staff view of a lead shows: the client, the request and, for a chatbot lead, its conversation. */
export function leadToJson(lead: Lead) {
  const chatbot = isChatbotSource(lead.source);
  return {
    id: lead.id,
    client_name: lead.clientName,
    client_email: lead.clientEmail,
    client_phone: lead.clientPhone,
    type: lead.type,
    // Both chatbot spellings are reported as one source (DESIGN.md).
    source: chatbot ? CHATBOT_LEAD_SOURCE : lead.source,
    status: lead.status,
    message: lead.message,
    created_at: lead.createdAt,
    chat_history: chatbot ? parseChatHistory(lead.notes) : null,
    follow_up_at: lead.followUpAt,
    follow_up_note: lead.followUpNote,
  };
}

/** One row of the staff-only recent-applications list (spec section 2, applications page). */
export function applicationToJson({ lead, agent }: LeadWithAgent) {
  return {
    ...leadToJson(lead),
    metadata: lead.metadata,
    agent_id: lead.agentId,
    agent: agent ? { id: agent.id, name: agent.name } : null,
  };
}
