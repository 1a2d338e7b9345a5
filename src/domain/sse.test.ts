import { describe, expect, it } from "vitest";
import { createSseParser, type SseEvent } from "./sse";

function parse(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const STREAM =
  'event: start\ndata: {"conversation_id":"c1"}\n\n' +
  'event: delta\ndata: {"text":"Hel"}\n\n' +
  'event: delta\ndata: {"text":"lo"}\n\n' +
  'event: done\ndata: {"reply":{"role":"assistant","content":"Hello"}}\n\n';

const EXPECTED: SseEvent[] = [
  { event: "start", data: '{"conversation_id":"c1"}' },
  { event: "delta", data: '{"text":"Hel"}' },
  { event: "delta", data: '{"text":"lo"}' },
  { event: "done", data: '{"reply":{"role":"assistant","content":"Hello"}}' },
];

describe("createSseParser", () => {
  it("reads named events from a whole stream", () => {
    expect(parse([STREAM])).toEqual(EXPECTED);
  });

  it("gives the same events however the stream is split", () => {
    for (let size = 1; size <= 7; size += 1) {
      const chunks = STREAM.match(new RegExp(`[\\s\\S]{1,${size}}`, "g"))!;
      expect(parse(chunks)).toEqual(EXPECTED);
    }
  });

  it("accepts CRLF and lone CR line endings, even with CR and LF in different chunks", () => {
    const crlf = STREAM.replaceAll("\n", "\r\n");
    expect(parse([crlf])).toEqual(EXPECTED);
    expect(parse(crlf.split("\n").map((part, i, all) => (i < all.length - 1 ? `${part}\n` : part)))).toEqual(
      EXPECTED,
    );
    expect(parse(["event: a\r", "\ndata: x\r", "\r"])).toEqual([{ event: "a", data: "x" }]);
    expect(parse([STREAM.replaceAll("\n", "\r")])).toEqual(EXPECTED);
  });

  it("joins several data lines with a line break", () => {
    expect(parse(["data: first\ndata: second\ndata:\ndata:  indented\n\n"])).toEqual([
      { event: "message", data: "first\nsecond\n\n indented" },
    ]);
  });

  it("ignores comments, unknown fields and events without data", () => {
    expect(
      parse([": keep-alive\n\nid: 7\nretry: 100\nevent: ping\n\nevent: delta\nfoo: bar\ndata: x\n\n"]),
    ).toEqual([{ event: "delta", data: "x" }]);
  });

  it("treats a field without a colon as a field with an empty value", () => {
    expect(parse(["data\n\n"])).toEqual([{ event: "message", data: "" }]);
  });

  it("drops an event the stream never finished", () => {
    expect(parse(['event: done\ndata: {"reply"'])).toEqual([]);
    expect(parse(["event: done\ndata: x\n"])).toEqual([]);
  });

  it("resets the event name after each event", () => {
    expect(parse(["event: start\ndata: a\n\ndata: b\n\n"])).toEqual([
      { event: "start", data: "a" },
      { event: "message", data: "b" },
    ]);
  });

  it("can hand over an event left without its blank line when the stream ends", () => {
    const events: SseEvent[] = [];
    const parser = createSseParser((event) => events.push(event), { dispatchUnfinished: true });
    parser.push("data: [DONE]");
    expect(events).toEqual([]);
    parser.end();
    parser.end();
    expect(events).toEqual([{ event: "message", data: "[DONE]" }]);
  });

  it("skips an OpenAI-style keep-alive and other fields around a delta", () => {
    expect(parse([": keep-alive\n\nid: 7\nretry: 100\ndata:one\ndata: two\n\n\n\n"])).toEqual([
      { event: "message", data: "one\ntwo" },
    ]);
  });
});
