import { isChatbotSource } from "../../../domain/constants";
import type { LeadWithAgent } from "../leads/queries";
import { applicationToJson } from "../leads/serialize";

/**
 * A lead as the super admin's leads tab shows it: the staff fields of the applications list plus the
 * staff's own notes. A chatbot lead's notes are its conversation, already given as chat_history.
 */
export function adminLeadToJson(row: LeadWithAgent) {
  return {
    ...applicationToJson(row),
    notes: isChatbotSource(row.lead.source) ? null : row.lead.notes,
  };
}
