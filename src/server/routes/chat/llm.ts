import type { LlmMessage } from "../../../domain/chat/prompt";
import type { Config } from "../../config";
import { createSseParser } from "../../../domain/sse";
import { CompletionStreamError, parseCompletionChunk } from "./completion-stream";

export type LlmSettings = NonNullable<Config["chatLlm"]>;

/** Longest a whole answer may take, however steadily the tokens arrive. */
export const LLM_TOTAL_MS = 60_000;
/** Room for a short answer of a few paragraphs; the prompt asks for less. */
export const LLM_MAX_TOKENS = 600;
/** Low, so answers stay close to the knowledge base and the rates given. */
export const LLM_TEMPERATURE = 0.2;

export type LlmFailure =
  "timeout" | "too_long" | "cancelled" | "http_status" | "network" | "malformed" | "empty";

/** Why the model gave no usable answer; the message never holds the key or the conversation. */
export class LlmError extends Error {
  override name = "LlmError";
  constructor(
    readonly reason: LlmFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface CompletionRequest {
  settings: LlmSettings;
  messages: LlmMessage[];
  /** Aborted when the visitor goes away. */
  signal?: AbortSignal;
  /** Receives each piece of text as it arrives. */
  onText?: (text: string) => void | Promise<void>;
  totalMs?: number;
}

function networkMessage(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === "string") return `network error ${cause.code}`;
  return error instanceof Error ? `network error (${error.name})` : "network error";
}

async function readAnswer(
  body: ReadableStream<Uint8Array>,
  request: CompletionRequest,
  firstText: () => void,
) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events: string[] = [];
  const sse = createSseParser(({ data }) => events.push(data), { dispatchUnfinished: true });
  let answer = "";
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        sse.push(decoder.decode());
        sse.end();
      } else {
        sse.push(decoder.decode(value, { stream: true }));
      }
      for (const data of events.splice(0)) {
        const chunk = parseCompletionChunk(data);
        if (chunk.kind === "done") return answer;
        finished ||= chunk.finished;
        // Leading whitespace is neither a first token nor worth showing.
        const text = answer === "" ? chunk.text.trimStart() : chunk.text;
        if (text === "") continue;
        if (answer === "") firstText();
        answer += text;
        await request.onText?.(text);
      }
      if (done) {
        if (finished) return answer;
        throw new CompletionStreamError("the stream ended before the answer finished");
      }
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

/**
 * Asks an OpenAI-compatible server for a streamed chat completion and returns the whole answer.
 * Gives up when no text arrives within the configured time, when the whole answer takes longer
 * than `totalMs`, or when `signal` aborts.
 */
export async function completeChat(request: CompletionRequest): Promise<string> {
  const { settings, signal } = request;
  const controller = new AbortController();
  let stopped: LlmFailure | undefined;
  const stop = (reason: LlmFailure) => {
    stopped ??= reason;
    controller.abort();
  };
  const firstTextTimer = setTimeout(() => stop("timeout"), settings.timeoutMs);
  const totalTimer = setTimeout(() => stop("too_long"), request.totalMs ?? LLM_TOTAL_MS);
  const cancel = () => stop("cancelled");
  if (signal?.aborted) cancel();
  signal?.addEventListener("abort", cancel);
  try {
    const response = await fetch(`${settings.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        authorization: `Bearer ${settings.apiKey}`,
      },
      body: JSON.stringify({
        model: settings.model,
        stream: true,
        messages: request.messages,
        temperature: LLM_TEMPERATURE,
        max_tokens: LLM_MAX_TOKENS,
      }),
      signal: controller.signal,
    });
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      throw new LlmError("http_status", `HTTP ${response.status}`, response.status);
    }
    const answer = await readAnswer(response.body, request, () => clearTimeout(firstTextTimer));
    if (answer === "") throw new LlmError("empty", "the model sent an empty answer");
    return answer.trimEnd();
  } catch (error) {
    if (stopped)
      throw new LlmError(stopped, stopped === "cancelled" ? "the visitor left" : `gave up: ${stopped}`);
    if (error instanceof LlmError) throw error;
    if (error instanceof CompletionStreamError) throw new LlmError("malformed", error.message);
    throw new LlmError("network", networkMessage(error));
  } finally {
    clearTimeout(firstTextTimer);
    clearTimeout(totalTimer);
    signal?.removeEventListener("abort", cancel);
  }
}
