import { loadErrors, saveErrors, successMessages } from "../../../domain/messages";

/**
 * Texts of the agent dashboard's leads tab. The spec's own words come from the domain catalogue, so
 * they stay verbatim; the rest the spec leaves to us.
 */
export const dashboardLeadsMessages = {
  loadFailed: loadErrors.leads,
  statusUpdateFailed: saveErrors.updateLeadStatus,
  statusUpdated: successMessages.leadStatusUpdated,
  listTitle: "Your leads",
  listDescription: "Clients who reached out through your page and forms, newest first.",
  loading: "Loading leads",
  empty: "No leads yet. Quote requests, applications and messages sent through your page will appear here.",
  noMatch: "No leads match these filters.",
  clearFilters: "Clear filters",
  columnClient: "Client",
  columnLead: "Lead",
  columnReceived: "Received",
  columnStatus: "Status",
  type: "Type",
  source: "Source",
} as const;
