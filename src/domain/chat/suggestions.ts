/**
 * Questions the chat widget offers while only the greeting is shown. Each one is meant to reach one
 * knowledge-base entry, so a click always gets a real answer (checked by the unit test).
 */
export interface ChatSuggestion {
  question: string;
  /** The knowledge-base entry the question should match. */
  entryId: string;
}

export const CHAT_SUGGESTIONS: readonly ChatSuggestion[] = [
  { question: "What is MIC lending?", entryId: "mic" },
  { question: "Can I get a mortgage if I'm self-employed?", entryId: "self-employed" },
  { question: "What are today's best mortgage rates?", entryId: "rates" },
  { question: "How much down payment do I need?", entryId: "down-payment" },
];
