import { describe, expect, it } from "vitest";
import {
  clearStoredChat,
  CONVERSATION_KEY,
  HISTORY_KEY,
  loadChat,
  parseConversationId,
  parseHistory,
  saveChat,
  type ChatStorage,
} from "./chat-history";

function memoryStorage(initial: Record<string, string> = {}): ChatStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const refusing: ChatStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
  removeItem: () => {
    throw new Error("SecurityError");
  },
};

const GREETING_TEXT = "Hi, I'm Vayu!";
const GREETING = { role: "assistant" as const, content: GREETING_TEXT };

const ID = "2f1c0f7e-6d8b-4c1a-9f3e-5a7b9c0d1e2f";

describe("parseHistory", () => {
  it("restores a stored conversation", () => {
    const stored = [
      GREETING,
      { role: "user", content: "What is a MIC?" },
      { role: "assistant", content: "A MIC…" },
    ];
    expect(parseHistory(JSON.stringify(stored), GREETING_TEXT)).toEqual(stored);
  });

  it("greets in the page's language a conversation stored by the other site", () => {
    const stored = [
      { role: "assistant", content: "Bonjour, je suis Vayu!" },
      { role: "user", content: "Qu’est-ce qu’une SPH?" },
      { role: "assistant", content: "Une SPH…" },
    ];
    expect(parseHistory(JSON.stringify(stored), GREETING_TEXT)).toEqual([GREETING, ...stored.slice(1)]);
  });

  it("keeps only role and content", () => {
    expect(parseHistory(JSON.stringify([{ role: "user", content: "hi", extra: 1 }]), GREETING_TEXT)).toEqual([
      { role: "user", content: "hi" },
    ]);
  });

  it.each([
    ["nothing stored", null],
    ["an empty string", ""],
    ["broken JSON", "[{"],
    ["not a list", '{"role":"user"}'],
    ["an empty list", "[]"],
    ["an unknown role", '[{"role":"system","content":"x"}]'],
    ["content that is not text", '[{"role":"user","content":5}]'],
    ["a null item", "[null]"],
  ])("starts fresh with the greeting for %s", (_label, raw) => {
    expect(parseHistory(raw, GREETING_TEXT)).toEqual([GREETING]);
  });
});

describe("parseConversationId", () => {
  it("accepts a uuid and drops anything else", () => {
    expect(parseConversationId(ID)).toBe(ID);
    expect(parseConversationId("not-a-uuid")).toBeUndefined();
    expect(parseConversationId(null)).toBeUndefined();
  });
});

describe("loadChat / saveChat / clearStoredChat", () => {
  it("round-trips the messages and conversation id under the spec's key", () => {
    const storage = memoryStorage();
    const chat = {
      messages: [GREETING, { role: "user" as const, content: "line one\nline two" }],
      conversationId: ID,
    };
    saveChat(storage, chat);
    expect(JSON.parse(storage.data.get(HISTORY_KEY)!)).toEqual(chat.messages);
    expect(storage.data.get(CONVERSATION_KEY)).toBe(ID);
    expect(loadChat(storage, GREETING_TEXT)).toEqual(chat);

    clearStoredChat(storage);
    expect(storage.data.size).toBe(0);
    expect(loadChat(storage, GREETING_TEXT)).toEqual({ messages: [GREETING], conversationId: undefined });
  });

  it("removes a stale conversation id when saving without one", () => {
    const storage = memoryStorage({ [CONVERSATION_KEY]: ID });
    saveChat(storage, { messages: [GREETING], conversationId: undefined });
    expect(storage.data.has(CONVERSATION_KEY)).toBe(false);
  });

  it("works without storage or with a storage that throws", () => {
    for (const storage of [null, refusing]) {
      expect(loadChat(storage, GREETING_TEXT)).toEqual({ messages: [GREETING], conversationId: undefined });
      expect(() => saveChat(storage, { messages: [GREETING], conversationId: ID })).not.toThrow();
      expect(() => clearStoredChat(storage)).not.toThrow();
    }
  });
});
