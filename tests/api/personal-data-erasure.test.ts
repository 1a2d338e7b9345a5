import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/server/logger";
import { auditLog, leads, newsletterSubscriptions } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, minutesAgo, type ApiErrorBody } from "./public-fixtures";

interface Counts {
  leads: number;
  chat_leads: number;
  newsletter: number;
}

interface PreviewBody extends ApiErrorBody {
  counts: Counts;
  leads: {
    id: string;
    client_name: string;
    type: string;
    is_chat: boolean;
    created_at: string;
    agent_name: string | null;
  }[];
}

interface LogBody {
  entries: { id: string; actor_email: string; created_at: string; counts: Counts }[];
}

const ERASURE = "/api/admin/leads/erasure";

let t: TestContext;
let superAdmin: { cookie: string; userId: string; email: string };
let logLines: string[];

beforeAll(async () => {
  logLines = [];
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  t = await createTestContext({}, { log: createLogger("info", capture) });
  superAdmin = await t.signInAs("super_admin");
});
afterAll(() => t.close());

/** A person's leads as the site collects them: a contact form, a quote, a chat and the newsletter. */
async function personWithData(local: string, agentName: string) {
  const email = `${local}-${randomUUID().slice(0, 8)}@example.ca`;
  const agent = await insertAgent(t.deps.db, { name: agentName });
  const contact = await t.request("/api/leads/contact", {
    method: "POST",
    json: {
      first_name: "Jeanne",
      last_name: "Tremblay",
      email,
      phone: "514-555-0144",
      comments: "Please call me about a renewal.",
      casl_consent: true,
      agent_id: agent.id,
    },
  });
  expect(contact.status).toBe(201);
  const conversationId = randomUUID();
  const [chat] = await t.deps.db
    .insert(leads)
    .values([
      {
        clientName: "Jeanne",
        // The chat assistant stores the address as the visitor typed it.
        clientEmail: email.toUpperCase(),
        type: "application",
        source: "AI Chatbot",
        notes: JSON.stringify([{ role: "user", content: `I'm Jeanne, ${email}` }]),
        metadata: { email: email.toUpperCase(), conversation_id: conversationId },
        conversationId,
        createdAt: minutesAgo(30),
      },
      {
        clientName: "Jeanne T.",
        clientEmail: email.replace(/^./, (c) => c.toUpperCase()),
        type: "rate_quote",
        source: "mortgage_calculator",
        createdAt: minutesAgo(60),
      },
    ])
    .returning({ id: leads.id });
  const subscribed = await t.request("/api/newsletter", {
    method: "POST",
    json: { email: email.toUpperCase() },
  });
  expect(subscribed.status).toBe(201);
  return { email, chatId: chat!.id, conversationId };
}

function preview(email: string) {
  return t.request(`${ERASURE}?email=${encodeURIComponent(email)}`, { cookie: superAdmin.cookie });
}

function erase(json: unknown) {
  return t.request(ERASURE, { method: "POST", json, cookie: superAdmin.cookie });
}

async function leadsOf(email: string) {
  const rows = await t.deps.db.select({ id: leads.id, clientEmail: leads.clientEmail }).from(leads);
  return rows.filter((row) => row.clientEmail?.toLowerCase() === email);
}

describe("GET /api/admin/leads/erasure", () => {
  it("counts what is held for the address, in any case, and lists the leads newest first", async () => {
    const person = await personWithData("preview", "Priya Raman");
    const res = await preview(person.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as PreviewBody;
    expect(body.counts).toEqual({ leads: 2, chat_leads: 1, newsletter: 1 });
    expect(body.leads.map((lead) => [lead.type, lead.is_chat, lead.agent_name])).toEqual([
      ["contact", false, "Priya Raman"],
      ["application", true, null],
      ["rate_quote", false, null],
    ]);
    expect(body.leads[1]!.id).toBe(person.chatId);
    // A preview erases nothing.
    expect(await leadsOf(person.email)).toHaveLength(3);
  });

  it("answers zeros for an address nothing is held for", async () => {
    const body = (await (await preview("nobody@example.ca")).json()) as PreviewBody;
    expect(body).toEqual({ counts: { leads: 0, chat_leads: 0, newsletter: 0 }, leads: [] });
  });
});

describe("POST /api/admin/leads/erasure", () => {
  it("erases exactly that address's leads, chat transcript and subscription, and records counts only", async () => {
    const person = await personWithData("erase", "Marc Tremblay");
    const other = await personWithData("keep", "Nadia Chen");
    // An older chat lead whose address is only in its metadata, as the assistant read it.
    await t.deps.db.insert(leads).values({
      clientName: "Chat visitor",
      clientPhone: "514-555-0199",
      type: "application",
      source: "Vayu Chatbot",
      notes: JSON.stringify([{ role: "user", content: person.email }]),
      metadata: { email: ` ${person.email.toUpperCase()}` },
    });

    const res = await erase({ email: ` ${person.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ erased: { leads: 2, chat_leads: 2, newsletter: 1 } });

    expect(await leadsOf(person.email)).toEqual([]);
    expect(await t.deps.db.select().from(leads).where(eq(leads.clientName, "Chat visitor"))).toEqual([]);
    expect(
      await t.deps.db.select().from(leads).where(eq(leads.conversationId, person.conversationId)),
    ).toEqual([]);
    const subscriptions = await t.deps.db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(inArray(newsletterSubscriptions.email, [person.email, other.email]));
    expect(subscriptions).toEqual([{ email: other.email }]);
    expect(await leadsOf(other.email)).toHaveLength(3);

    const lines = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, "erase_personal_data"));
    const line = lines.find((row) => row.details.leads === 2 && row.actorId === superAdmin.userId);
    expect(line).toMatchObject({
      actorEmail: superAdmin.email,
      details: { leads: 2, chat_leads: 2, newsletter: 1 },
    });
    expect(JSON.stringify(lines).toLowerCase()).not.toContain(person.email);

    const logged = logLines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(logged.find((entry) => entry.msg === "personal data erased")).toMatchObject({
      actorId: superAdmin.userId,
      leads: 2,
      chat_leads: 2,
      newsletter: 1,
    });
    expect(logLines.join("\n").toLowerCase()).not.toContain(person.email);

    const log = (await (await t.request(`${ERASURE}/log`, { cookie: superAdmin.cookie })).json()) as LogBody;
    expect(log.entries[0]).toMatchObject({
      actor_email: superAdmin.email,
      counts: { leads: 2, chat_leads: 2, newsletter: 1 },
    });
    expect(JSON.stringify(log).toLowerCase()).not.toContain(person.email);
  });

  it("erases nothing for an address nothing is held for: 200 with zeros and no audit line", async () => {
    const before = await t.deps.db.select().from(auditLog);
    const res = await erase({ email: "never-seen@example.ca" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ erased: { leads: 0, chat_leads: 0, newsletter: 0 } });
    expect(await t.deps.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it("refuses a missing or malformed address with a 400 naming the field", async () => {
    for (const json of [{}, { email: "" }, { email: "not-an-address" }, { email: 7 }]) {
      const res = await erase(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      const body = (await res.json()) as ApiErrorBody;
      expect(body.error).toMatchObject({ code: "invalid_request", field: "email" });
    }
    for (const query of ["", "?email=", "?email=jane%40"]) {
      const res = await t.request(`${ERASURE}${query}`, { cookie: superAdmin.cookie });
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.field).toBe("email");
    }
  });
});

describe("who may find and erase a person's data", () => {
  it("is super_admin only: a visitor gets 401, every other role 403, and nothing is erased", async () => {
    const person = await personWithData("guarded", "Sam Lee");
    const requests = (cookie?: string) => [
      t.request(`${ERASURE}?email=${encodeURIComponent(person.email)}`, { cookie }),
      t.request(ERASURE, { method: "POST", json: { email: person.email }, cookie }),
      t.request(`${ERASURE}/log`, { cookie }),
    ];
    expect((await Promise.all(requests())).map((res) => res.status)).toEqual([401, 401, 401]);
    for (const role of ["agent", "admin", "others"] as const) {
      const { cookie } = await t.signInAs(role);
      const answers = await Promise.all(requests(cookie));
      expect(
        answers.map((res) => res.status),
        role,
      ).toEqual([403, 403, 403]);
    }
    expect(await leadsOf(person.email)).toHaveLength(3);
  });
});
