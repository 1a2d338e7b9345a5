import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chatMessages } from "../support/english-texts";
import { LLM_HISTORY_MESSAGES } from "../../src/domain/chat/prompt";
import { leads } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertRate } from "./public-fixtures";

const API_KEY = "sk-test-7f3a9c1e-never-logged";
const MODEL = "vayu-test-model";
const MIC_BUILT_IN = "Mortgage Investment Corporation (MIC) pools money";

interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  body: {
    model: string;
    stream: boolean;
    temperature: number;
    max_tokens: number;
    messages: { role: string; content: string }[];
  };
}

type Behaviour = (res: ServerResponse) => void;

const delta = (content: string) =>
  `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`;
const FINISH = `data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`;
const DONE = "data: [DONE]\n\n";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Writes the pieces one by one with a pause between them, so they reach the app as separate chunks. */
function streams(pieces: string[], then: "end" | "drop" = "end"): Behaviour {
  return (res) => {
    res.writeHead(200, { "content-type": "text/event-stream" });
    void (async () => {
      for (const piece of pieces) {
        res.write(piece);
        await pause(15);
      }
      if (then === "drop") res.destroy();
      else res.end();
    })();
  };
}

/** A whole answer as a model streams it, cut into pieces that split lines and even a JSON object. */
function answerPieces(words: string[]): string[] {
  const wire = `: keep-alive\n\n${delta("")}${words.map(delta).join("")}${FINISH}${DONE}`;
  const pieces: string[] = [];
  for (let i = 0; i < wire.length; i += 37) pieces.push(wire.slice(i, i + 37));
  return pieces;
}

let behaviour: Behaviour;
let received: ReceivedRequest[] = [];
let fake: Server;
let t: TestContext;
const logLines: string[] = [];

beforeAll(async () => {
  fake = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = "";
    req.on("data", (part: Buffer) => (raw += part.toString()));
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as ReceivedRequest["body"],
      });
      behaviour(res);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, "127.0.0.1", resolve));
  const { port } = fake.address() as AddressInfo;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestContext(
    {
      CHAT_LLM_BASE_URL: `http://127.0.0.1:${port}/v1`,
      CHAT_LLM_API_KEY: API_KEY,
      CHAT_LLM_MODEL: MODEL,
      CHAT_LLM_TIMEOUT_MS: "1000",
    },
    { log: pino({ level: "debug" }, sink) },
  );
  await insertRate(t.deps.db, { term: "5 year", rateType: "fixed", ourRate: 3.891, postedRate: 4.99 });
  await insertRate(t.deps.db, { term: "5 year", rateType: "variable", ourRate: 4.05, province: "National" });
});

afterAll(async () => {
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
  await t.close();
});

beforeEach(() => {
  received = [];
  behaviour = streams(answerPieces(["A MIC ", "is a private ", "lender."]));
});

interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

function parseEvents(text: string): SseEvent[] {
  return text
    .split("\n\n")
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const lines = block.split("\n");
      const event = lines.find((line) => line.startsWith("event: "))!.slice(7);
      const data = lines
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n");
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

type Turn = { role: "user" | "assistant"; content: string };

async function streamChat(messages: Turn[], conversationId?: string, province?: string) {
  const res = await t.request("/api/chat", {
    method: "POST",
    json: { conversation_id: conversationId, messages, province },
    headers: { accept: "text/event-stream" },
  });
  expect(res.status).toBe(200);
  const events = parseEvents(await res.text());
  const done = events.at(-1)!;
  return {
    res,
    events,
    names: events.map((e) => e.event),
    streamed: events.filter((e) => e.event === "delta").map((e) => e.data.text as string),
    done: done.data as { conversation_id: string; reply: Turn; lead_captured: boolean },
  };
}

const ask = (content: string) => streamChat([{ role: "user", content }]);

describe("POST /api/chat with a language model, streaming", () => {
  it("streams start, the model's deltas and done with the whole answer", async () => {
    const { res, events, names, streamed, done } = await ask("What is a MIC?");
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(names[0]).toBe("start");
    expect(names.at(-1)).toBe("done");
    expect(names.slice(1, -1).every((name) => name === "delta")).toBe(true);
    expect(streamed.join("")).toBe("A MIC is a private lender.");
    expect(streamed).not.toContain("");
    const conversationId = (events[0]!.data as { conversation_id: string }).conversation_id;
    expect(conversationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(done).toEqual({
      conversation_id: conversationId,
      reply: { role: "assistant", content: "A MIC is a private lender." },
      lead_captured: false,
    });
  });

  it("sends the model the system prompt with the matching entries and today's rates", async () => {
    await ask("What is a MIC and what are your rates?");
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request!.body).toMatchObject({ model: MODEL, stream: true, temperature: 0.2, max_tokens: 600 });
    const [system, ...conversation] = request!.body.messages;
    expect(system!.role).toBe("system");
    expect(system!.content).toContain("You are Vayu");
    expect(system!.content).toContain("section 130.1 of the Income Tax Act");
    expect(system!.content).toContain("Best fixed rate: 3.89% (5 year fixed, Ontario; posted 4.99%)");
    expect(system!.content).toContain("Best variable rate: 4.05% (5 year variable, National");
    expect(conversation).toEqual([{ role: "user", content: "What is a MIC and what are your rates?" }]);
  });

  it("gives the model the affordability calculator's figures for an income and savings", async () => {
    await ask("I make $95k and have $40k saved, what can I afford?");
    const system = received[0]!.body.messages[0]!;
    expect(system.content).toContain("$480,345 at a 4.84% contract rate");
    expect(system.content).toContain("/affordability-calculator?income=95000&down_payment=40000");
  });

  it("gives the model the land transfer tax calculator's figures, and the rates, for the province the widget sends", async () => {
    await streamChat(
      [{ role: "user", content: "Land transfer tax on $800,000, and today's rates?" }],
      undefined,
      "AB",
    );
    const system = received[0]!.body.messages[0]!;
    // Alberta: $50 + $5 for each started $5,000 of $800,000 (160 steps) = $850.
    expect(system.content).toContain("Alberta land title transfer fee: $850.00");
    expect(system.content).toContain(
      "/land-transfer-tax-calculator?price=800000&province=AB&first_time=false",
    );
    // Alberta has no rates of its own here: the National ones stand in, as on the rates page; never Ontario's.
    expect(system.content).toContain("Best variable rate: 4.05% (5 year variable, National");
    expect(system.content).not.toContain("3.89%");
  });

  it("tells the model to answer a French question in French, grounded in the French articles and rates", async () => {
    await ask("Qu’est-ce qu’une SPH et quels sont vos taux?");
    const system = received[0]!.body.messages[0]!;
    expect(system.content).toContain("The visitor's latest question is in French");
    expect(system.content).toContain("l’article 130.1 de la Loi de l’impôt sur le revenu");
    expect(system.content).toContain("Meilleur taux fixe\u00a0: 3,89\u00a0% (5 ans, fixe, Ontario");
  });

  it(`passes on only the last ${LLM_HISTORY_MESSAGES} messages of a long conversation`, async () => {
    const history: Turn[] = Array.from({ length: 31 }, (_, i) => ({
      role: i % 2 === 0 ? "user" : "assistant",
      content: `turn ${i}`,
    }));
    await streamChat(history);
    const conversation = received[0]!.body.messages.slice(1);
    expect(conversation.length).toBeLessThanOrEqual(LLM_HISTORY_MESSAGES);
    expect(conversation.length).toBeGreaterThanOrEqual(LLM_HISTORY_MESSAGES - 1);
    expect(conversation[0]!.role).toBe("user");
    expect(conversation.at(-1)).toEqual({ role: "user", content: "turn 30" });
  });

  it("adds the thanks as a last delta and captures the lead", async () => {
    const question = "What is a MIC? My name is Nadia Roy, email nadia.roy@example.com";
    const { streamed, done } = await ask(question);
    const thanks = streamed.at(-1)!;
    expect(thanks).toMatch(/^\n\nThank you, Nadia Roy! I have noted your email nadia\.roy@example\.com\./);
    expect(done.reply.content).toBe(`A MIC is a private lender.${thanks}`);
    expect(done.lead_captured).toBe(true);
    const [lead] = await t.deps.db.select().from(leads).where(eq(leads.conversationId, done.conversation_id));
    expect(lead!.clientEmail).toBe("nadia.roy@example.com");
    expect(JSON.parse(lead!.notes!)).toEqual([{ role: "user", content: question }, done.reply]);
  });

  it("streams no thanks when the lead could not be stored", async () => {
    await t.deps.db.execute(sql`alter table leads add constraint no_leads check (false) not valid`);
    try {
      const { streamed, done } = await ask("What is a MIC? email me at kept@example.com");
      expect(streamed.join("")).toBe("A MIC is a private lender.");
      expect(done.reply.content).toBe("A MIC is a private lender.");
      expect(done.lead_captured).toBe(false);
    } finally {
      await t.deps.db.execute(sql`alter table leads drop constraint no_leads`);
    }
  });

  it("refuses a bad request with the usual JSON error before streaming", async () => {
    const res = await t.request("/api/chat", {
      method: "POST",
      json: { messages: [] },
      headers: { accept: "text/event-stream" },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(received).toHaveLength(0);
  });
});

describe("POST /api/chat with a language model, JSON", () => {
  it("gathers the model's whole answer into the usual JSON reply", async () => {
    const res = await t.request("/api/chat", {
      method: "POST",
      json: { messages: [{ role: "user", content: "What is a MIC?" }] },
    });
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { reply: Turn; lead_captured: boolean };
    expect(body.reply).toEqual({ role: "assistant", content: "A MIC is a private lender." });
    expect(received).toHaveLength(1);
  });

  it("falls back to the built-in answer too", async () => {
    behaviour = (res) => res.writeHead(500).end();
    const res = await t.request("/api/chat", {
      method: "POST",
      json: { messages: [{ role: "user", content: "What is a MIC?" }] },
    });
    const body = (await res.json()) as { reply: Turn };
    expect(body.reply.content).toContain(MIC_BUILT_IN);
  });
});

describe("POST /api/chat when the model fails", () => {
  async function expectBuiltInAnswer(reason: string, question = "What is a MIC?") {
    const logged = logLines.length;
    const { names, streamed, done } = await ask(question);
    expect(names).toEqual(["start", "delta", "done"]);
    expect(streamed[0]).toBe(done.reply.content);
    const warning = logLines.slice(logged).find((line) => line.includes("chat model failed"));
    expect(JSON.parse(warning!)).toMatchObject({ level: 40, reason });
    return done.reply.content;
  }

  it("answers from the knowledge base when the server errors", async () => {
    behaviour = (res) => res.writeHead(500, { "content-type": "application/json" }).end('{"error":{}}');
    expect(await expectBuiltInAnswer("http_status")).toContain(MIC_BUILT_IN);
  });

  it("answers from the knowledge base when no text comes in time", async () => {
    behaviour = (res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(`: keep-alive\n\n${delta("")}`);
    };
    const started = performance.now();
    expect(await expectBuiltInAnswer("timeout")).toContain(MIC_BUILT_IN);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it("answers from the knowledge base when the answer is empty", async () => {
    behaviour = streams([delta(""), delta("  "), FINISH, DONE]);
    expect(await expectBuiltInAnswer("empty")).toContain(MIC_BUILT_IN);
  });

  it("answers from the knowledge base when the stream is not JSON", async () => {
    behaviour = streams(["data: <html>busy</html>\n\n"]);
    expect(await expectBuiltInAnswer("malformed")).toContain(MIC_BUILT_IN);
  });

  it("gives the spec's fallback when neither the model nor the knowledge base has an answer", async () => {
    behaviour = (res) => res.writeHead(503).end();
    expect(await expectBuiltInAnswer("http_status", "asdkjh qwpoeiru zxcmnb")).toBe(
      chatMessages.fallbackAnswer,
    );
  });

  it("replaces a partly streamed answer with the built-in one in done", async () => {
    behaviour = streams([delta("A MIC is "), delta("a priv")], "drop");
    const { names, streamed, done } = await ask("What is a MIC?");
    expect(names[0]).toBe("start");
    expect(names.at(-1)).toBe("done");
    expect(streamed.join("")).toBe("A MIC is a priv");
    expect(done.reply.content).toContain(MIC_BUILT_IN);
    const warnings = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(warnings).toContainEqual(
      expect.objectContaining({ level: 40, reason: "network", streamed: true }),
    );
  });

  it("answers from the knowledge base when the connection fails", async () => {
    behaviour = (res) => res.socket?.destroy();
    expect(await expectBuiltInAnswer("network")).toContain(MIC_BUILT_IN);
  });

  it("stops asking the model when the visitor goes away", async () => {
    const closed = new Promise<void>((resolve) => {
      behaviour = (res) => {
        res.on("close", () => resolve());
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write(delta("A MIC "));
      };
    });
    const visitor = new AbortController();
    const res = await t.request("/api/chat", {
      method: "POST",
      json: { messages: [{ role: "user", content: "What is a MIC?" }] },
      headers: { accept: "text/event-stream" },
      signal: visitor.signal,
    });
    expect(res.status).toBe(200);
    await pause(100);
    visitor.abort();
    await closed;
  });

  it("keeps the key and the visitor's words out of the log", async () => {
    behaviour = (res) => res.writeHead(500).end();
    await ask("What is a MIC? asking for zanzibar-quokka");
    const log = logLines.join("");
    expect(log).toContain("chat model failed");
    expect(log).not.toContain(API_KEY);
    expect(log).not.toContain("zanzibar-quokka");
  });
});

describe("POST /api/chat without a language model", () => {
  let plain: TestContext;
  beforeAll(async () => {
    plain = await createTestContext();
  });
  afterAll(() => plain.close());

  it("answers JSON from the built-in engine even when events are asked for", async () => {
    const res = await plain.request("/api/chat", {
      method: "POST",
      json: { messages: [{ role: "user", content: "What is a MIC?" }] },
      headers: { accept: "text/event-stream" },
    });
    expect(res.headers.get("content-type")).toContain("application/json");
    const body = (await res.json()) as { reply: Turn };
    expect(body.reply.content).toContain(MIC_BUILT_IN);
    expect(received).toHaveLength(0);
  });
});
