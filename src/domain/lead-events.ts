/**
 * What can happen to a lead after it arrives, as its timeline tells it (issue 47). The lead's creation and its
 * notes are read from the lead and the notes themselves; these are the rest.
 */
import type { LeadStatus } from "./constants";

export const LEAD_EVENT_KINDS = [
  "status_changed",
  "assigned",
  "unassigned",
  "follow_up_set",
  "follow_up_cleared",
  "email_sent",
] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** What each kind records, so the timeline can say it without looking anything else up. */
export interface LeadEventDataByKind {
  status_changed: { from: LeadStatus; to: LeadStatus };
  /** The broker the lead went to, and the one it left if it had one. */
  assigned: { agentId: string; agentName: string; previousAgentName?: string };
  unassigned: { previousAgentName: string };
  follow_up_set: { at: string; note?: string };
  follow_up_cleared: Record<string, never>;
  /** The e-mail as it left, and its row in the notifications queue. */
  email_sent: { to: string; subject: string; body: string; notificationId: string };
}

export type LeadEventData = LeadEventDataByKind[LeadEventKind];
