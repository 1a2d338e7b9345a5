import type { ErasureCounts } from "../../../domain/schemas/personal-data";
import type { ErasureLogEntry, ErasurePreview } from "./erasure-queries";

export function erasurePreviewToJson({ counts, leads }: ErasurePreview) {
  return {
    counts,
    leads: leads.map((lead) => ({
      id: lead.id,
      client_name: lead.clientName,
      type: lead.type,
      is_chat: lead.chat,
      created_at: lead.createdAt.toISOString(),
      agent_name: lead.agentName,
    })),
  };
}

const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) ? value : 0);

/** One past erasure: who, when and how many rows of each kind (audit lines hold nothing else). */
export function erasureLogEntryToJson(entry: ErasureLogEntry) {
  const counts: ErasureCounts = {
    leads: count(entry.details.leads),
    chat_leads: count(entry.details.chat_leads),
    newsletter: count(entry.details.newsletter),
  };
  return { id: entry.id, actor_email: entry.actorEmail, created_at: entry.createdAt.toISOString(), counts };
}
