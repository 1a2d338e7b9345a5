import { z } from "zod";
import { CHATBOT_LEAD_SOURCE, isChatbotSource } from "../../../domain/constants";
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
