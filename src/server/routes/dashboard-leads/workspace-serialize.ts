import type { LeadDetail, LeadNoteEntry, LeadTimelineEntry } from "../../../domain/lead-detail";
import { DEFAULT_TIME_ZONE } from "../../../domain/time-zones";
import { leadConsent, leadToJson } from "../leads/serialize";
import type { LeadEvent, LeadNote, LeadWorkspace } from "./workspace-queries";

/** A note as the timeline shows it; `mine` when the caller wrote it, so may change it. */
export function noteToJson(note: LeadNote, callerUserId: string): LeadNoteEntry {
  return {
    kind: "note",
    at: note.createdAt.toISOString(),
    id: note.id,
    author_name: note.authorName,
    body: note.body,
    updated_at: note.updatedAt?.toISOString() ?? null,
    mine: note.authorUserId === callerUserId,
  };
}

export function eventToJson(event: LeadEvent): LeadTimelineEntry {
  // The column's kind and data are written together by recordLeadEvents, typed by LeadEventDataByKind.
  return {
    kind: event.kind,
    at: event.createdAt.toISOString(),
    actor_name: event.actorName,
    data: event.data,
  } as LeadTimelineEntry;
}

/**
 * The lead's detail (LeadDetail): everything it carries, and its timeline oldest first. At the same instant
 * the lead's arrival comes first, then notes and events in the order they were written.
 */
export function leadDetailToJson(workspace: LeadWorkspace, callerUserId: string): LeadDetail {
  const { lead, agent } = workspace;
  const created: LeadTimelineEntry = { kind: "created", at: lead.createdAt.toISOString() };
  const later = [
    ...workspace.notes.map((note) => noteToJson(note, callerUserId)),
    ...workspace.events.map(eventToJson),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const base = leadToJson(lead);
  return {
    lead: {
      ...base,
      created_at: lead.createdAt.toISOString(),
      follow_up_at: lead.followUpAt?.toISOString() ?? null,
      metadata: lead.metadata,
      agent: agent ? { id: agent.id, name: agent.name } : null,
      consent: leadConsent(lead),
      time_zone: workspace.agentTimeZone ?? DEFAULT_TIME_ZONE,
    },
    timeline: [created, ...later],
  };
}
