import { CHAT_ROLES, type ChatMessage } from "../../../domain/schemas/chat";

/** localStorage keys: the spec names the first one. */
export const HISTORY_KEY = "chatMessages";
export const CONVERSATION_KEY = "chatConversationId";

/** A conversation's first message, in the page's language. */
export function freshHistory(greeting: string): ChatMessage[] {
  return [{ role: "assistant", content: greeting }];
}

function isChatMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const { role, content } = value as Record<string, unknown>;
  return CHAT_ROLES.includes(role as ChatMessage["role"]) && typeof content === "string";
}

/**
 * The stored conversation, or a fresh one with the greeting when nothing valid is stored. Both sites
 * share one storage, so a conversation started on the English site and reopened on the French one
 * (or the reverse) gets the page's greeting in place of the one stored.
 */
export function parseHistory(raw: string | null, greeting: string): ChatMessage[] {
  if (!raw) return freshHistory(greeting);
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return freshHistory(greeting);
  }
  if (!Array.isArray(data) || data.length === 0 || !data.every(isChatMessage)) return freshHistory(greeting);
  return data.map(({ role, content }, index) =>
    index === 0 && role === "assistant" ? { role, content: greeting } : { role, content },
  );
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

export function loadChat(storage: ChatStorage | null, greeting: string): StoredChat {
  try {
    return {
      messages: parseHistory(storage?.getItem(HISTORY_KEY) ?? null, greeting),
      conversationId: parseConversationId(storage?.getItem(CONVERSATION_KEY) ?? null),
    };
  } catch {
    return { messages: freshHistory(greeting), conversationId: undefined };
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
