import { afterEach, describe, expect, it, vi } from "vitest";
import { sendChat } from "./send-chat";

const REQUEST = { messages: [{ role: "user" as const, content: "What is a MIC?" }] };
const ID = "2f1c0f7e-6d8b-4c1a-9f3e-5a7b9c0d1e2f";
const REPLY = {
  conversation_id: ID,
  reply: { role: "assistant", content: "A MIC pools money." },
  lead_captured: true,
};

function respondWith(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function stream(chunks: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream; charset=utf-8" } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("sendChat", () => {
  it("posts the conversation and asks for either a stream or JSON", async () => {
    const fetchMock = respondWith(json(200, REPLY));
    await sendChat({ conversation_id: ID, ...REQUEST });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/chat",
      expect.objectContaining({
        method: "POST",
        body: JSON.stringify({ conversation_id: ID, ...REQUEST }),
        headers: expect.objectContaining({ Accept: "text/event-stream, application/json" }),
      }),
    );
  });

  it("sends the page's language, English unless the page says otherwise", async () => {
    const fetchMock = respondWith(json(200, REPLY));
    await sendChat(REQUEST, { locale: "fr-CA" });
    await sendChat(REQUEST);
    const languages = fetchMock.mock.calls.map(
      (call) =>
        ((call as unknown[])[1] as RequestInit & { headers: Record<string, string> }).headers[
          "Accept-Language"
        ],
    );
    expect(languages).toEqual(["fr-CA", "en-CA"]);
  });

  it("returns a JSON reply", async () => {
    respondWith(json(200, REPLY));
    expect(await sendChat(REQUEST)).toEqual({
      kind: "reply",
      conversationId: ID,
      reply: REPLY.reply,
      leadCaptured: true,
    });
  });

  it("streams deltas and takes the done event's content as the reply", async () => {
    respondWith(
      stream([
        `event: start\ndata: {"conversation_id":"${ID}"}\n\nevent: del`,
        'ta\ndata: {"text":"A MIC "}\n\n',
        'event: delta\r\ndata: {"text":"pools…"}\r\n\r\n',
        `event: done\ndata: ${JSON.stringify({ ...REPLY, lead_captured: false })}\n\n`,
      ]),
    );
    const deltas: string[] = [];
    const result = await sendChat(REQUEST, { onDelta: (text) => deltas.push(text) });
    expect(deltas).toEqual(["A MIC ", "pools…"]);
    expect(result).toEqual({ kind: "reply", conversationId: ID, reply: REPLY.reply, leadCaptured: false });
  });

  it("decodes characters split across network chunks", async () => {
    const bytes = new TextEncoder().encode(
      `event: done\ndata: ${JSON.stringify({ ...REPLY, reply: { role: "assistant", content: "Québec — 4.79%" } })}\n\n`,
    );
    const cut = bytes.indexOf(0xc3) + 1;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, cut));
        controller.enqueue(bytes.slice(cut));
        controller.close();
      },
    });
    respondWith(new Response(body, { headers: { "Content-Type": "text/event-stream" } }));
    const result = await sendChat(REQUEST);
    expect(result.kind === "reply" && result.reply.content).toBe("Québec — 4.79%");
  });

  it("shows the server's reason for a refused message", async () => {
    respondWith(
      json(429, { error: { message: "Too many requests. Please try again later.", code: "rate_limited" } }),
    );
    expect(await sendChat(REQUEST)).toEqual({
      kind: "rejected",
      message: "Too many requests. Please try again later.",
    });
  });

  it.each([
    ["a server error", () => json(500, { error: { message: "Internal error" } })],
    ["a 4xx without the error shape", () => new Response("Bad gateway", { status: 404 })],
    ["a malformed JSON body", () => new Response("{", { headers: { "Content-Type": "application/json" } })],
    ["a reply of the wrong shape", () => json(200, { reply: "hello" })],
    ["an empty reply", () => json(200, { ...REPLY, reply: { role: "assistant", content: " " } })],
    [
      "an unexpected content type",
      () => new Response("<html>", { headers: { "Content-Type": "text/html" } }),
    ],
    ["a stream without its done event", () => stream(['event: delta\ndata: {"text":"A MIC"}\n\n'])],
    ["a stream whose done event is malformed", () => stream(["event: done\ndata: {oops}\n\n"])],
    ["a network failure", () => new TypeError("Failed to fetch")],
  ])("fails (so the fallback answer is shown) on %s", async (_label, make) => {
    respondWith(make());
    expect(await sendChat(REQUEST)).toEqual({ kind: "failed" });
  });

  it("rejects when aborted, so a cleared chat ignores the late reply", async () => {
    respondWith(new DOMException("The operation was aborted.", "AbortError"));
    await expect(sendChat(REQUEST)).rejects.toThrow("aborted");
  });
});
