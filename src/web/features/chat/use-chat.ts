import { useEffect, useRef, useState } from "react";
import { CHAT_MAX_TURNS, type ChatMessage } from "../../../domain/schemas/chat";
import {
  browserStorage,
  clearStoredChat,
  freshHistory,
  loadChat,
  parseConversationId,
  saveChat,
  type StoredChat,
} from "./chat-history";
import { chosenProvince } from "../../lib/chosen-province";
import { useLocale, useT } from "../../i18n/use-t";
import { sendChat } from "./send-chat";

/**
 * The conversation with Vayu: restored from localStorage, saved after every reply, cleared on request.
 * While a question waits for its reply it is shown but not yet stored; if the server refuses it
 * (too long, too many requests) it is taken back and, when typed, returned to the input.
 */
export function useChat() {
  const t = useT();
  const locale = useLocale();
  const greeting = t("chat.greeting");
  const [storage] = useState(browserStorage);
  const [chat, setChat] = useState<StoredChat>(() => loadChat(storage, greeting));
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState<ChatMessage | null>(null);
  const [streamed, setStreamed] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  const busy = pending !== null;
  const full = chat.messages.length >= CHAT_MAX_TURNS;

  async function ask(text: string, fromDraft: boolean) {
    const content = text.trim();
    if (busy || full || !content) return;
    const question: ChatMessage = { role: "user", content };
    const before = chat;
    const controller = new AbortController();
    inFlight.current = controller;
    setError(null);
    setPending(question);
    setStreamed("");
    if (fromDraft) setDraft("");

    let result;
    try {
      result = await sendChat(
        {
          conversation_id: before.conversationId,
          messages: [...before.messages, question],
          // Read at each question, so a province chosen on the rates after the chat opened counts.
          province: chosenProvince(),
        },
        { signal: controller.signal, locale, onDelta: (piece) => setStreamed((shown) => shown + piece) },
      );
    } catch {
      // Aborted: the chat was cleared or closed for good, and has already been reset.
      return;
    }
    inFlight.current = null;
    setPending(null);
    setStreamed("");
    if (result.kind === "rejected") {
      setError(result.message);
      if (fromDraft) setDraft(text);
      return;
    }
    const reply: ChatMessage =
      result.kind === "reply" ? result.reply : { role: "assistant", content: t("chat.fallbackAnswer") };
    const next: StoredChat = {
      messages: [...before.messages, question, reply],
      conversationId:
        result.kind === "reply"
          ? (parseConversationId(result.conversationId) ?? before.conversationId)
          : before.conversationId,
    };
    setChat(next);
    saveChat(storage, next);
  }

  function clear() {
    inFlight.current?.abort();
    inFlight.current = null;
    setPending(null);
    setStreamed("");
    setError(null);
    setChat({ messages: freshHistory(greeting), conversationId: undefined });
    clearStoredChat(storage);
  }

  return {
    messages: chat.messages,
    /** The question waiting for its reply, shown after the stored messages. */
    pending,
    /** The reply so far, in streaming mode. */
    streamed,
    busy,
    /** The conversation has reached the server's limit: the visitor must clear it to go on. */
    full,
    error,
    draft,
    setDraft,
    sendDraft: () => ask(draft, true),
    askSuggestion: (question: string) => ask(question, false),
    clear,
  };
}

export type ChatState = ReturnType<typeof useChat>;
