/** Texts shared by every staff view of leads (the applications list, the admin and agent leads tabs). */
export const leadMessages = {
  unassigned: "Unassigned",
  notProvided: "Not provided",
  viewConversation: "View conversation",
  chatTitle: "Chat history",
  chatHistoryLoaded: "Chat history loaded",
  filtersLabel: "Filter leads",
  statusFilter: "Status",
  typeFilter: "Type",
  sourceFilter: "Source",
  allStatuses: "All statuses",
  allTypes: "All types",
  allSources: "All sources",
  exportCsv: "Export CSV",
  exportDescription: "Every lead matching the filters, for your spreadsheet or CRM",
} as const;

/** How long the chat-history toast stays up: the spec says 10 seconds. */
export const CHAT_TOAST_DURATION_MS = 10_000;

export function statusSelectLabel(clientName: string): string {
  return `Status of ${clientName}`;
}
