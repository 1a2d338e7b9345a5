import { loadErrors, saveErrors, successMessages } from "../../../domain/messages";

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
