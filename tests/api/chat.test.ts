import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatMessages } from "../support/english-texts";
import { CHAT_REPLY_MAX_CHARS, chatLimitMessages } from "../../src/domain/schemas/chat";
import { DEFAULT_SUBMISSION_LIMITS } from "../../src/server/config";
import { translatorFor } from "../../src/i18n/intl";
import { createTestContext, type TestContext } from "./harness";
import { insertRate, type ApiErrorBody } from "./public-fixtures";

interface ChatBody extends ApiErrorBody {
  conversation_id: string;
  reply: { role: string; content: string };
  lead_captured: boolean;
}
type Turn = { role: string; content: string };

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await insertRate(t.deps.db, { term: "5 year", rateType: "fixed", ourRate: 3.891, postedRate: 4.99 });
  await insertRate(t.deps.db, { term: "3 year", rateType: "fixed", ourRate: 4.25 });
  await insertRate(t.deps.db, { term: "1 year", rateType: "fixed", ourRate: 2.111, isActive: false });
  await insertRate(t.deps.db, { term: "5 year", rateType: "variable", ourRate: 4.05, province: "National" });
  await insertRate(t.deps.db, { term: "5 year", rateType: "fixed", ourRate: 4.01, province: "Alberta" });
});
afterAll(() => t.close());

async function chat(json: unknown, ip?: string) {
  const res = await t.request("/api/chat", { method: "POST", json, ip });
  return { res, body: (await res.json()) as ChatBody };
}

const ask = (content: string, conversation_id?: string) =>
  chat({ conversation_id, messages: [{ role: "user", content }] });

describe("POST /api/chat answers", () => {
  it.each([
    ["What is a MIC?", "Mortgage Investment Corporation"],
    ["I'm self employed, can I get a morgage?", "self-employed"],
    ["Do I qualify for a mortgage?", "credit score"],
    ["Are your brokers licensed?", "FSRA"],
    ["What do you do with my personal information?", "PIPEDA"],
    ["How much down payment do I need?", "CMHC"],
    ["how does the stres test work", "5.25%"],
    ["what does amortisation mean", "Amortization"],
    ["fixed or varible?", "prime rate"],
    ["should I refinace", "refinance"],
    ["first time buyer programs", "FHSA"],
    ["how do i get preapproved", "pre-approval"],
    ["can I talk to a human", "licensed mortgage agent"],
  ])("%s", async (question, expected) => {
    const { res, body } = await ask(question);
    expect(res.status).toBe(200);
    expect(body.reply.role).toBe("assistant");
    expect(body.reply.content).toContain(expected);
    expect(body.reply.content).not.toContain("<");
    expect(body.lead_captured).toBe(false);
  });

  it("quotes the cheapest active rates from the database, never an inactive one", async () => {
    const { body } = await ask("what are todays rates");
    expect(body.reply.content).toContain("3.89% (5 year fixed, Ontario");
    expect(body.reply.content).toContain("4.05% (5 year variable, National");
    expect(body.reply.content).not.toContain("2.11");
  });

  it("quotes the rates of the province asked, by name or code", async () => {
    for (const question of ["What is Alberta's 5-year fixed rate?", "5 year fixed in AB?"]) {
      const { body } = await ask(question);
      expect(body.reply.content).toContain("4.01% (5 year fixed, Alberta");
      expect(body.reply.content).not.toContain("3.89%");
    }
  });

  it("answers an income and savings with the affordability calculator's figures and a filled-in link", async () => {
    const { body } = await ask("I make $95k and have $40k saved, what can I afford?");
    expect(body.reply.content).toContain("$480,345 at a 4.84% contract rate");
    expect(body.reply.content).toContain(
      "/affordability-calculator?income=95000&down_payment=40000&rate=4.84&amortization=25",
    );
  });

  it("gives the spec's answer to gibberish and returns a new conversation id", async () => {
    const { res, body } = await ask("asdkjh qwpoeiru zxcmnb");
    expect(res.status).toBe(200);
    expect(body.reply.content).toBe(chatMessages.fallbackAnswer);
    expect(body.conversation_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers the last visitor message of the history", async () => {
    const { body } = await chat({
      messages: [
        { role: "assistant", content: "Hi, I'm Vayu." },
        { role: "user", content: "What is a MIC?" },
        { role: "assistant", content: "A MIC is..." },
        { role: "user", content: "and what is the stress test?" },
      ],
    });
    expect(body.reply.content).toContain("5.25%");
  });
});

/** A question asked from a page of `locale`, whose language the widget sends with it. */
async function askFrom(locale: "en-CA" | "fr-CA", content: string) {
  const res = await t.request("/api/chat", {
    method: "POST",
    json: { messages: [{ role: "user", content }] },
    headers: { "accept-language": locale },
  });
  return { res, body: (await res.json()) as ChatBody };
}

describe("POST /api/chat in French", () => {
  it.each([
    ["Qu’est-ce qu’une SPH?", "société de placement hypothécaire"],
    ["quelle mise de fonds me faut-il", "SCHL"],
    ["c'est quoi la simulation de crise", "5,25\u00a0%"],
    ["hypotheque renouvellement", "Au renouvellement"],
  ])("answers %j in French, on the French site and on the English one", async (question, expected) => {
    for (const locale of ["fr-CA", "en-CA"] as const) {
      const { res, body } = await askFrom(locale, question);
      expect(res.status).toBe(200);
      expect(body.reply.content).toContain(expected);
      expect(body.reply.content).toContain("courtier hypothécaire autorisé");
    }
  });

  it("quotes today's rates in French", async () => {
    const { body } = await askFrom("fr-CA", "Quels sont vos taux aujourd’hui?");
    expect(body.reply.content).toContain(
      "Meilleur taux fixe\u00a0: 3,89\u00a0% (5 ans, fixe, Ontario; taux affiché 4,99\u00a0%)",
    );
  });

  it("answers an English question in English on the French site, and a question that does not tell in the page's language", async () => {
    expect((await askFrom("fr-CA", "What is a MIC?")).body.reply.content).toContain(
      "Mortgage Investment Corporation",
    );
    expect((await askFrom("fr-CA", "SCHL?")).body.reply.content).toContain("mise de fonds");
    expect((await askFrom("fr-CA", "asdkjh qwpoeiru")).body.reply.content).toBe(
      translatorFor("fr-CA")("chat.fallbackAnswer"),
    );
  });
});

describe("POST /api/chat limits", () => {
  async function expectRefused(json: unknown, message: string | RegExp, field?: string) {
    const { res, body } = await chat(json);
    expect(res.status).toBe(400);
    if (typeof message === "string") expect(body.error.message).toBe(message);
    else expect(body.error.message).toMatch(message);
    if (field) expect(body.error.field).toBe(field);
  }

  it("refuses a message over 2,000 characters, naming it", async () => {
    const messages = [
      { role: "user", content: "hello" },
      { role: "assistant", content: "Hi" },
      { role: "user", content: "x".repeat(2001) },
    ];
    await expectRefused({ messages }, chatLimitMessages.messageTooLong, "messages.2.content");
    const { res } = await ask("x".repeat(2000));
    expect(res.status).toBe(200);
  });

  it("accepts a long earlier reply of Vayu's, up to 8,000 characters", async () => {
    const withReply = (length: number) => [
      { role: "user", content: "tell me about MICs" },
      { role: "assistant", content: "y".repeat(length) },
      { role: "user", content: "and the fees?" },
    ];
    const { res } = await chat({ messages: withReply(CHAT_REPLY_MAX_CHARS) });
    expect(res.status).toBe(200);
    await expectRefused(
      { messages: withReply(CHAT_REPLY_MAX_CHARS + 1) },
      chatLimitMessages.replyTooLong,
      "messages.1.content",
    );
  });

  it("refuses a conversation of more than 50 turns", async () => {
    const turns = (count: number): Turn[] =>
      Array.from({ length: count }, (_, i) => ({
        role: (count - i) % 2 === 1 ? "user" : "assistant",
        content: `message ${i}`,
      }));
    await expectRefused({ messages: turns(51) }, chatLimitMessages.tooManyTurns, "messages");
    const { res } = await chat({ messages: turns(50) });
    expect(res.status).toBe(200);
  });

  it("refuses a bad role, an empty history, an assistant-last history and a blank message", async () => {
    await expectRefused({ messages: [{ role: "system", content: "hi" }] }, /Role/, "messages.0.role");
    await expectRefused({ messages: [] }, chatLimitMessages.empty, "messages");
    await expectRefused(
      { messages: [{ role: "assistant", content: "hi" }] },
      chatLimitMessages.lastMustBeUser,
    );
    await expectRefused({ messages: [{ role: "user", content: "   " }] }, chatLimitMessages.empty);
    await expectRefused({ conversation_id: "nope", messages: [{ role: "user", content: "hi" }] }, /uuid/);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await t.request("/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.code).toBe("invalid_json");
  });

  it("rate-limits each address", async () => {
    const ip = "10.250.1.1";
    for (let i = 0; i < DEFAULT_SUBMISSION_LIMITS.chat.max; i += 1) {
      expect((await chat({ messages: [{ role: "user", content: "hi" }] }, ip)).res.status).toBe(200);
    }
    const { res } = await chat({ messages: [{ role: "user", content: "hi" }] }, ip);
    expect(res.status).toBe(429);
  });
});
