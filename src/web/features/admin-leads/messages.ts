import { loadErrors, saveErrors, successMessages } from "../../../domain/messages";
import { erasureTotal, type ErasureCounts } from "../../../domain/schemas/personal-data";

/**
 * Texts of the super admin's leads tab. The spec's own words come from the domain catalogue, so they
 * stay verbatim; the rest the spec leaves to us.
 */
export const adminLeadsMessages = {
  loadFailed: loadErrors.leads,
  statusUpdateFailed: saveErrors.updateLeadStatus,
  statusUpdated: successMessages.leadStatusUpdated,
  // The spec's only text for a failed lead deletion.
  deleteFailed: saveErrors.deleteApplication,
  deleted: "Lead deleted successfully!",
  listTitle: "All leads",
  listDescription: "Every lead from every agent and form, newest first.",
  loading: "Loading leads",
  empty:
    "No leads yet. Leads from quotes, applications, the contact form and the chat assistant appear here.",
  noMatch: "No leads match these filters.",
  clearFilters: "Clear filters",
  retry: "Try again",
  columnClient: "Client",
  columnLead: "Lead",
  columnAgent: "Agent",
  columnReceived: "Received",
  columnStatus: "Status",
  columnActions: "Actions",
  delete: "Delete",
  deleteTitle: "Delete this lead?",
  cancel: "Cancel",
  previousPage: "Previous",
  nextPage: "Next",
} as const;

export function deleteLeadLabel(clientName: string): string {
  return `Delete lead from ${clientName}`;
}

export function deleteLeadDescription(clientName: string): string {
  return `The lead from ${clientName} will be removed for good. This cannot be undone.`;
}

export function pageSummary(first: number, last: number, total: number): string {
  return `Showing ${first}–${last} of ${total} ${total === 1 ? "lead" : "leads"}`;
}

/** Texts of the erasure of a person's data on request (PIPEDA, Québec Law 25). */
export const erasureMessages = {
  title: "Erase a person's data",
  description:
    "When someone asks us to delete their personal information, find everything held for their email address and erase it in one step: their leads, chat conversations and newsletter subscription. Broker and user accounts are never touched.",
  emailLabel: "Their email address",
  emailHint: "Capital letters do not matter.",
  find: "Find their data",
  finding: "Looking up this address",
  lookupFailed: "We couldn't look up this address. Please try again.",
  nothingHeld: "Nothing is held for this address: no lead, chat conversation or newsletter subscription.",
  listLabel: "Leads that will be erased",
  chatConversation: "Chat conversation",
  unassigned: "Unassigned",
  erase: "Erase all of it",
  confirmTitle: "Erase this person's data?",
  cancel: "Cancel",
  confirm: "Erase for good",
  eraseFailed: "We couldn't erase this person's data, so nothing was removed. Please try again.",
  nothingErased: "Nothing was found to erase for this address.",
  historyTitle: "Recent erasures",
  historyEmpty: "No one's data has been erased yet.",
  historyFailed: "We couldn't load the recent erasures.",
} as const;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 leads, 1 chat conversation and 1 newsletter subscription", leaving out the kinds of which there are none. */
export function erasureCountsSummary(counts: ErasureCounts): string {
  const parts = [
    counts.leads > 0 ? plural(counts.leads, "lead", "leads") : "",
    counts.chat_leads > 0 ? plural(counts.chat_leads, "chat conversation", "chat conversations") : "",
    counts.newsletter > 0
      ? plural(counts.newsletter, "newsletter subscription", "newsletter subscriptions")
      : "",
  ].filter(Boolean);
  if (parts.length === 0) return "nothing";
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

export function erasureHeldSummary(counts: ErasureCounts): string {
  return `Held for this address: ${erasureCountsSummary(counts)}.`;
}

export function erasureConfirmDescription(counts: ErasureCounts): string {
  return `${plural(erasureTotal(counts), "record", "records")} (${erasureCountsSummary(counts)}) will be erased for good. This cannot be undone.`;
}

export function erasureDone(counts: ErasureCounts): string {
  return `Erased ${plural(erasureTotal(counts), "record", "records")}: ${erasureCountsSummary(counts)}.`;
}

export function erasureMoreLeads(count: number): string {
  return `and ${plural(count, "more lead", "more leads")}`;
}

export function erasureLogLine(actorEmail: string, counts: ErasureCounts): string {
  return `${actorEmail} erased ${erasureCountsSummary(counts)}`;
}
