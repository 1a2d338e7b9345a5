/**
 * Reading an OpenAI-compatible streamed chat completion: server-sent events whose data is a JSON
 * chunk `{choices: [{delta: {content}}]}`, ended by `data: [DONE]`.
 */

export class CompletionStreamError extends Error {
  override name = "CompletionStreamError";
}

/** Splits a server-sent event stream into the data of each event, wherever the chunks happen to break. */
export class SseDataReader {
  private buffer = "";
  private data: string[] = [];

  /** Feeds the next piece of the stream; returns the data of every event it completed. */
  push(chunk: string): string[] {
    this.buffer += chunk;
    const events: string[] = [];
    const lineEnd = /\r\n|\r|\n/g;
    let start = 0;
    for (let match = lineEnd.exec(this.buffer); match; match = lineEnd.exec(this.buffer)) {
      // A trailing CR may be the first half of a CRLF still on its way.
      if (match[0] === "\r" && match.index === this.buffer.length - 1) break;
      this.line(this.buffer.slice(start, match.index), events);
      start = match.index + match[0].length;
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /** The stream ended: the data of an event left without its closing blank line, if any. */
  end(): string[] {
    const events: string[] = [];
    if (this.buffer !== "") this.line(this.buffer.replace(/\r$/, ""), events);
    this.buffer = "";
    this.line("", events);
    return events;
  }

  private line(line: string, events: string[]): void {
    if (line === "") {
      if (this.data.length > 0) events.push(this.data.join("\n"));
      this.data = [];
      return;
    }
    if (line.startsWith(":")) return;
    const colon = line.indexOf(":");
    if ((colon === -1 ? line : line.slice(0, colon)) !== "data") return;
    const value = colon === -1 ? "" : line.slice(colon + 1);
    this.data.push(value.startsWith(" ") ? value.slice(1) : value);
  }
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
