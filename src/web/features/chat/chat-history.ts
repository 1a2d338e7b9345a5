import { chatMessages } from "../../../domain/messages";
import { CHAT_ROLES, type ChatMessage } from "../../../domain/schemas/chat";

/** localStorage keys: the spec names the first one. */
export const HISTORY_KEY = "chatMessages";
export const CONVERSATION_KEY = "chatConversationId";

export const GREETING: ChatMessage = { role: "assistant", content: chatMessages.greeting };

export function freshHistory(): ChatMessage[] {
  return [GREETING];
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const { role, content } = value as Record<string, unknown>;
  return CHAT_ROLES.includes(role as ChatMessage["role"]) && typeof content === "string";
}

/** The stored conversation, or a fresh one with the greeting when nothing valid is stored. */
export function parseHistory(raw: string | null): ChatMessage[] {
  if (!raw) return freshHistory();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return freshHistory();
  }
  if (!Array.isArray(data) || data.length === 0 || !data.every(isChatMessage)) return freshHistory();
  return data.map(({ role, content }) => ({ role, content }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The server only accepts a uuid; anything else stored is dropped rather than sent to be refused. */
export function parseConversationId(raw: string | null): string | undefined {
  return raw && UUID.test(raw) ? raw : undefined;
}

/** The storage the widget writes to; null when the browser refuses it (privacy modes, blocked cookies). */
export type ChatStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export function browserStorage(): ChatStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export interface StoredChat {
  messages: ChatMessage[];
  conversationId: string | undefined;
}

export function loadChat(storage: ChatStorage | null): StoredChat {
  try {
    return {
      messages: parseHistory(storage?.getItem(HISTORY_KEY) ?? null),
      conversationId: parseConversationId(storage?.getItem(CONVERSATION_KEY) ?? null),
    };
  } catch {
    return { messages: freshHistory(), conversationId: undefined };
  }
}

/** Writes the conversation; a full or refusing storage only means it won't survive a reload. */
export function saveChat(storage: ChatStorage | null, chat: StoredChat) {
  try {
    storage?.setItem(HISTORY_KEY, JSON.stringify(chat.messages));
    if (chat.conversationId) storage?.setItem(CONVERSATION_KEY, chat.conversationId);
    else storage?.removeItem(CONVERSATION_KEY);
  } catch {
    // Kept in memory for this visit.
  }
}

export function clearStoredChat(storage: ChatStorage | null) {
  try {
    storage?.removeItem(HISTORY_KEY);
    storage?.removeItem(CONVERSATION_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}
