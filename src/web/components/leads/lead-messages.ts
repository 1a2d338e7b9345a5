/** Texts shared by every staff view of leads (the applications list and the admin leads tab). */
export const leadMessages = {
  unassigned: "Unassigned",
  notProvided: "Not provided",
  viewConversation: "View conversation",
  chatTitle: "Chat history",
  chatHistoryLoaded: "Chat history loaded",
} as const;

/** How long the chat-history toast stays up: the spec says 10 seconds. */
export const CHAT_TOAST_DURATION_MS = 10_000;
