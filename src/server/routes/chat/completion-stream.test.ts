import { describe, expect, it } from "vitest";
import { CompletionStreamError, parseCompletionChunk, SseDataReader } from "./completion-stream";

const chunk = (content: string) => JSON.stringify({ choices: [{ index: 0, delta: { content } }] });

describe("SseDataReader", () => {
  it("returns the data of each event once its blank line arrives", () => {
    const reader = new SseDataReader();
    expect(reader.push(`data: ${chunk("Hel")}\n\ndata: ${chunk("lo")}\n`)).toEqual([chunk("Hel")]);
    expect(reader.push("\ndata: [DONE]\n\n")).toEqual([chunk("lo"), "[DONE]"]);
  });

  it("joins chunks that split a line, a field name or a CRLF", () => {
    const stream = `data: ${chunk("Fixed rates")}\r\n\r\ndata: ${chunk(" stay put.")}\r\n\r\ndata: [DONE]\r\n\r\n`;
    for (const size of [1, 2, 3, 7, 50]) {
      const reader = new SseDataReader();
      const events: string[] = [];
      for (let i = 0; i < stream.length; i += size) events.push(...reader.push(stream.slice(i, i + size)));
      expect(events).toEqual([chunk("Fixed rates"), chunk(" stay put."), "[DONE]"]);
    }
  });

  it("skips comments, other fields and empty events, and joins multi-line data", () => {
    const reader = new SseDataReader();
    const events = reader.push(
      ": keep-alive\n\nevent: message\nid: 7\nretry: 100\ndata:one\ndata: two\n\n\n\n",
    );
    expect(events).toEqual(["one\ntwo"]);
  });

  it("hands over an event left without its blank line when the stream ends", () => {
    const reader = new SseDataReader();
    expect(reader.push("data: [DONE]")).toEqual([]);
    expect(reader.end()).toEqual(["[DONE]"]);
    expect(reader.end()).toEqual([]);
  });
});

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
