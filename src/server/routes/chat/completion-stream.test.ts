import { describe, expect, it } from "vitest";
import { CompletionStreamError, parseCompletionChunk } from "./completion-stream";

const chunk = (content: string) => JSON.stringify({ choices: [{ index: 0, delta: { content } }] });

describe("parseCompletionChunk", () => {
  it("reads the text of a delta, empty deltas and the end marker", () => {
    expect(parseCompletionChunk(chunk("Hi"))).toEqual({ kind: "text", text: "Hi", finished: false });
    expect(parseCompletionChunk(JSON.stringify({ choices: [{ delta: { role: "assistant" } }] }))).toEqual({
      kind: "text",
      text: "",
      finished: false,
    });
    expect(parseCompletionChunk(JSON.stringify({ choices: [] }))).toEqual({
      kind: "text",
      text: "",
      finished: false,
    });
    expect(parseCompletionChunk(JSON.stringify({ choices: [{ delta: {}, finish_reason: "stop" }] }))).toEqual(
      {
        kind: "text",
        text: "",
        finished: true,
      },
    );
    expect(parseCompletionChunk("[DONE]")).toEqual({ kind: "done" });
  });

  it.each([
    ["not JSON", "{oops"],
    ["an error event", JSON.stringify({ error: { message: "overloaded" } })],
    ["a scalar", "42"],
    ["choices that are not a list", JSON.stringify({ choices: "x" })],
    ["content that is not text", JSON.stringify({ choices: [{ delta: { content: 3 } }] })],
  ])("refuses %s", (_label, data) => {
    expect(() => parseCompletionChunk(data)).toThrow(CompletionStreamError);
  });
});
