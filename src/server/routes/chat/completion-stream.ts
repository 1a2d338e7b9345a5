/**
 * Reading an OpenAI-compatible streamed chat completion: server-sent events whose data is a JSON
 * chunk `{choices: [{delta: {content}}]}`, ended by `data: [DONE]`.
 */

export class CompletionStreamError extends Error {
  override name = "CompletionStreamError";
}

export type CompletionChunk = { kind: "done" } | { kind: "text"; text: string; finished: boolean };

/** One event's data: the end marker, or the text it adds (often empty) and whether the answer finished. */
export function parseCompletionChunk(data: string): CompletionChunk {
  if (data.trim() === "[DONE]") return { kind: "done" };
  let chunk: unknown;
  try {
    chunk = JSON.parse(data);
  } catch {
    throw new CompletionStreamError("event data is not JSON");
  }
  if (typeof chunk !== "object" || chunk === null)
    throw new CompletionStreamError("event data is not an object");
  if ("error" in chunk) throw new CompletionStreamError("the stream reported an error");
  const choices = (chunk as { choices?: unknown }).choices;
  if (choices !== undefined && !Array.isArray(choices))
    throw new CompletionStreamError("choices is not a list");
  const first = (choices as { delta?: { content?: unknown }; finish_reason?: unknown }[] | undefined)?.[0];
  const content = first?.delta?.content;
  if (content !== undefined && content !== null && typeof content !== "string") {
    throw new CompletionStreamError("delta content is not text");
  }
  return {
    kind: "text",
    text: content ?? "",
    finished: first?.finish_reason !== undefined && first.finish_reason !== null,
  };
}
