import { z } from "zod";
import type { ChatMessage, ChatRequest } from "../../../domain/schemas/chat";
import { createSseParser } from "../../../domain/sse";
import type { Locale } from "../../../i18n/locale";

/**
 * POST /api/chat. The server answers either with one JSON body or, in streaming mode, with server-sent
 * events: `start`, any number of `delta` (text to append), then one `done` carrying the final reply.
 */

export type ChatResult =
  /** The assistant's reply; in streaming mode the `done` event's content, which replaces the deltas. */
  | { kind: "reply"; conversationId: string; reply: ChatMessage; leadCaptured: boolean }
  /** The server refused the message (too long, conversation too long, too many requests): show why. */
  | { kind: "rejected"; message: string }
  /** Anything else went wrong: the widget answers with the fallback answer. */
  | { kind: "failed" };

const replySchema = z.object({
  conversation_id: z.string().min(1),
  reply: z.object({
    role: z.literal("assistant"),
    content: z.string().refine((text) => text.trim().length > 0),
  }),
  lead_captured: z.boolean().optional(),
});

const deltaSchema = z.object({ text: z.string() });
const errorSchema = z.object({ error: z.object({ message: z.string().min(1) }) });

const FAILED: ChatResult = { kind: "failed" };

function toResult(data: unknown): ChatResult {
  const parsed = replySchema.safeParse(data);
  if (!parsed.success) return FAILED;
  const { conversation_id, reply, lead_captured } = parsed.data;
  return { kind: "reply", conversationId: conversation_id, reply, leadCaptured: lead_captured ?? false };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
): Promise<ChatResult> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let result: ChatResult | undefined;
  const parser = createSseParser(({ event, data }) => {
    if (result) return;
    if (event === "delta") {
      const delta = deltaSchema.safeParse(parseJson(data));
      if (delta.success && delta.data.text) onDelta(delta.data.text);
    } else if (event === "done") {
      result = toResult(parseJson(data));
    }
  });
  while (!result) {
    const { done, value } = await reader.read();
    if (done) {
      parser.push(decoder.decode());
      parser.end();
      break;
    }
    parser.push(decoder.decode(value, { stream: true }));
  }
  if (result) await reader.cancel().catch(() => undefined);
  // A stream that ends without its `done` event was cut off.
  return result ?? FAILED;
}

export interface SendChatOptions {
  signal?: AbortSignal;
  /**
   * The page's language. The server answers a question in the language it is written in; this one
   * decides when the question could be either ("SCHL?", "OK"), and is the language of its errors.
   */
  locale?: Locale;
  /** Streaming mode: called with each piece of the reply as it arrives. */
  onDelta?: (text: string) => void;
}

/** Sends the conversation; resolves to what the widget should show, and rejects only when aborted. */
export async function sendChat(request: ChatRequest, options: SendChatOptions = {}): Promise<ChatResult> {
  const { signal, locale = "en-CA", onDelta = () => undefined } = options;
  try {
    const response = await fetch("/api/chat", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "text/event-stream, application/json",
        "Accept-Language": locale,
      },
      body: JSON.stringify(request),
      credentials: "same-origin",
      signal,
    });
    const type = response.headers.get("Content-Type") ?? "";
    if (response.status >= 400 && response.status < 500) {
      const error = errorSchema.safeParse(parseJson(await response.text()));
      return error.success ? { kind: "rejected", message: error.data.error.message } : FAILED;
    }
    if (response.status !== 200) return FAILED;
    if (type.startsWith("text/event-stream") && response.body)
      return await readStream(response.body, onDelta);
    if (type.startsWith("application/json")) return toResult(parseJson(await response.text()));
    return FAILED;
  } catch (error) {
    if (isAbort(error) || signal?.aborted) throw error;
    return FAILED;
  }
}
