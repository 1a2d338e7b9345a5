import { Writable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHATBOT_LEAD_SOURCE } from "../../src/domain/constants";
import { chatMessages } from "../support/english-texts";
import { leads, type Lead } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";

interface ChatBody {
  conversation_id: string;
  reply: { role: "assistant"; content: string };
  lead_captured: boolean;
}
type Turn = { role: "user" | "assistant"; content: string };

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function send(messages: Turn[], conversationId?: string, ctx: TestContext = t) {
  const res = await ctx.request("/api/chat", {
    method: "POST",
    json: { conversation_id: conversationId, messages },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ChatBody;
}

/** Sends the next visitor message of a conversation and keeps the history the way the widget does. */
async function say(history: Turn[], content: string, conversationId?: string) {
  history.push({ role: "user", content });
  const body = await send(history, conversationId);
  history.push(body.reply);
  return body;
}

async function leadsOf(conversationId: string): Promise<Lead[]> {
  return t.deps.db.select().from(leads).where(eq(leads.conversationId, conversationId));
}

describe("leads from conversations", () => {
  it("creates one lead when an email first appears, then updates it", async () => {
    const history: Turn[] = [{ role: "assistant", content: "Hi, I'm Vayu." }];
    const first = await say(history, "What is a MIC?");
    const id = first.conversation_id;
    expect(first.lead_captured).toBe(false);
    expect(await leadsOf(id)).toHaveLength(0);

    const second = await say(history, "My name is Sarah Thompson, email sarah+home@example.com", id);
    expect(second.conversation_id).toBe(id);
    expect(second.lead_captured).toBe(true);
    expect(second.reply.content).toContain("Thank you, Sarah Thompson!");
    expect(second.reply.content).toContain("A licensed mortgage agent will follow up");
    const [lead, ...others] = await leadsOf(id);
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({
      type: "application",
      source: CHATBOT_LEAD_SOURCE,
      status: "new",
      clientName: "Sarah Thompson",
      clientEmail: "sarah+home@example.com",
      clientPhone: null,
      message: "What is a MIC?",
      agentId: null,
    });
    expect(lead!.metadata).toEqual({
      first_name: "Sarah",
      email: "sarah+home@example.com",
      conversation_id: id,
    });
    expect(JSON.parse(lead!.notes!)).toEqual(history);

    const third = await say(history, "You can also call me at (416) 555-0199", id);
    expect(third.reply.content).toContain("(416) 555-0199");
    const updated = await leadsOf(id);
    expect(updated).toHaveLength(1);
    expect(updated[0]!.id).toBe(lead!.id);
    expect(updated[0]!.clientPhone).toBe("(416) 555-0199");
    expect(updated[0]!.clientEmail).toBe("sarah+home@example.com");
    expect(updated[0]!.metadata).toMatchObject({ phone: "(416) 555-0199", email: "sarah+home@example.com" });
    expect(JSON.parse(updated[0]!.notes!)).toEqual(history);
  });

  it("makes the same lead of contact details given in French, and thanks the visitor in French", async () => {
    const history: Turn[] = [{ role: "assistant", content: "Bonjour, je suis Vayu!" }];
    const res = await t.request("/api/chat", {
      method: "POST",
      json: {
        messages: [
          ...history,
          { role: "user", content: "Je m'appelle Marie Tremblay, mon courriel est marie@example.com" },
        ],
      },
      headers: { "accept-language": "en-CA" },
    });
    const body = (await res.json()) as ChatBody;
    expect(body.lead_captured).toBe(true);
    expect(body.reply.content).toBe(
      "Merci, Marie Tremblay! J’ai bien noté votre courriel marie@example.com. Un courtier hypothécaire autorisé communiquera avec vous sous peu.",
    );
    const [lead, ...others] = await leadsOf(body.conversation_id);
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({
      source: CHATBOT_LEAD_SOURCE,
      clientName: "Marie Tremblay",
      clientEmail: "marie@example.com",
      message: "Je m'appelle Marie Tremblay, mon courriel est marie@example.com",
    });
    expect(lead!.metadata).toMatchObject({ first_name: "Marie", email: "marie@example.com" });
  });

  it("makes a phone-only lead named 'Chat visitor' and a separate lead per conversation", async () => {
    const a = await send([{ role: "user", content: "call me at +1 416 555 0199" }]);
    const b = await send([{ role: "user", content: "call me at +1 416 555 0199" }]);
    expect(a.conversation_id).not.toBe(b.conversation_id);
    const [leadA] = await leadsOf(a.conversation_id);
    const [leadB] = await leadsOf(b.conversation_id);
    expect(leadA).toMatchObject({
      clientName: "Chat visitor",
      clientEmail: null,
      clientPhone: "+1 416 555 0199",
    });
    expect(leadB!.id).not.toBe(leadA!.id);
  });

  it("creates no lead from a name alone", async () => {
    const body = await send([{ role: "user", content: "I'm Priya, what is the stress test?" }]);
    expect(body.lead_captured).toBe(false);
    expect(body.reply.content).toContain("5.25%");
    expect(await leadsOf(body.conversation_id)).toHaveLength(0);
  });

  it("shows chatbot leads in the staff applications list with their conversation", async () => {
    const body = await send([{ role: "user", content: "my email is lucas@example.com" }]);
    const { cookie } = await t.signInAs("super_admin");
    const res = await t.request("/api/leads/applications", { cookie });
    const { applications } = (await res.json()) as {
      applications: { client_email: string | null; source: string; chat_history: Turn[] | null }[];
    };
    const row = applications.find((a) => a.client_email === "lucas@example.com");
    expect(row?.source).toBe(CHATBOT_LEAD_SOURCE);
    expect(row?.chat_history?.at(-1)).toEqual(body.reply);
  });
});

describe("when the lead cannot be saved", () => {
  const logLines: string[] = [];
  let broken: TestContext;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString());
        done();
      },
    });
    broken = await createTestContext({}, { log: pino({ level: "error" }, sink) });
    await broken.deps.db.execute(
      sql`alter table leads add constraint no_chat_leads check (source <> ${sql.raw(`'${CHATBOT_LEAD_SOURCE}'`)})`,
    );
  });
  afterAll(() => broken.close());

  it("still replies, reports no lead and logs the error", async () => {
    const body = await send(
      [{ role: "user", content: "What is a MIC? email me at amelia@example.com" }],
      undefined,
      broken,
    );
    expect(body.lead_captured).toBe(false);
    expect(body.reply.content).toContain("Mortgage Investment Corporation");
    expect(body.reply.content).not.toContain("<");
    expect(logLines.some((line) => line.includes("chat lead not saved"))).toBe(true);
  });

  it("answers with the spec's fallback when the engine fails", async () => {
    await broken.deps.db.execute(sql`alter table mortgage_rates rename to mortgage_rates_gone`);
    const body = await send([{ role: "user", content: "what are todays rates" }], undefined, broken);
    expect(body.reply.content).toBe(chatMessages.fallbackAnswer);
    expect(logLines.some((line) => line.includes("chat engine failed"))).toBe(true);
  });
});
