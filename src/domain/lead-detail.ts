/**
 * The lead detail the workspace API returns (GET /api/dashboard/leads/:id and /api/admin/leads/:id), shared
 * by the server that writes it and the pages that read it. Field names follow the API's snake_case; times
 * are ISO 8601 strings.
 */
import type { LeadStatus, LeadType } from "./constants";
import type { LeadEventDataByKind, LeadEventKind } from "./lead-events";

export interface LeadDetailAgent {
  id: string;
  name: string;
}

/** The consent the client gave with the form, and when (the lead's arrival). */
export interface LeadConsent {
  casl: boolean;
  at: string;
}

export interface LeadDetailLead {
  id: string;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  type: LeadType;
  source: string;
  status: LeadStatus;
  message: string | null;
  created_at: string;
  chat_history: { role: "assistant" | "user"; content: string }[] | null;
  /** What the form carried: a quote's figures, an application's amount and property (LeadMetadata). */
  metadata: Record<string, unknown>;
  agent: LeadDetailAgent | null;
  follow_up_at: string | null;
  follow_up_note: string | null;
  consent: LeadConsent | null;
  /**
   * The zone the follow-up is read and typed in: the lead's broker's (their profile's), America/Toronto for
   * an unassigned lead; the lists and the morning e-mail count the broker's days in the same zone.
   */
  time_zone: string;
}

interface TimelineBase {
  /** When it happened. */
  at: string;
}

export type LeadTimelineEntry =
  | (TimelineBase & { kind: "created" })
  | (TimelineBase & {
      kind: "note";
      id: string;
      author_name: string;
      body: string;
      updated_at: string | null;
      /** The caller wrote it, so may edit or delete it. */
      mine: boolean;
    })
  | {
      [K in LeadEventKind]: TimelineBase & {
        kind: K;
        actor_name: string | null;
        data: LeadEventDataByKind[K];
      };
    }[LeadEventKind];

export interface LeadDetail {
  lead: LeadDetailLead;
  /** Oldest first. */
  timeline: LeadTimelineEntry[];
}

/** A note as the timeline shows it. */
export type LeadNoteEntry = Extract<LeadTimelineEntry, { kind: "note" }>;

/** The answer of POST …/leads/:id/notes (201) and PATCH …/notes/:noteId. */
export interface LeadNoteResponse {
  note: LeadNoteEntry;
}

/** The answer of POST /api/dashboard/leads/:id/emails (201): the e-mail as queued, on the timeline. */
export interface LeadEmailResponse {
  entry: Extract<LeadTimelineEntry, { kind: "email_sent" }>;
}
