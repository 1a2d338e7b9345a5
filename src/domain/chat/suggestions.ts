import type { MessageId } from "../../i18n/catalogs";

/**
 * Questions the chat widget offers while only the greeting is shown, in the page's language. Each one
 * is meant to reach one knowledge-base entry, so a click always gets a real answer in either language
 * (checked by the unit test).
 */
export interface ChatSuggestion {
  messageId: MessageId;
  /** The knowledge-base entry the question should match. */
  entryId: string;
}

export const CHAT_SUGGESTIONS: readonly ChatSuggestion[] = [
  { messageId: "chat.suggestionMic", entryId: "mic" },
  { messageId: "chat.suggestionSelfEmployed", entryId: "self-employed" },
  { messageId: "chat.suggestionRates", entryId: "rates" },
  { messageId: "chat.suggestionDownPayment", entryId: "down-payment" },
];
