import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agents, leads, type NewLead } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, minutesAgo, type ApiErrorBody } from "./public-fixtures";

interface ApplicationBody {
  id: string;
  client_name: string;
  source: string;
  agent: { id: string; name: string } | null;
  chat_history: { role: string; content: string }[] | null;
}

let t: TestContext;
let agentCookie: string;
let agentId: string;
let adminCookie: string;
let adminAgentId: string;
let superCookie: string;
let othersCookie: string;

async function agentIdOf(userId: string): Promise<string> {
  const rows = await t.deps.db.select({ id: agents.id }).from(agents).where(eq(agents.userId, userId));
  return rows[0]!.id;
}

beforeAll(async () => {
  t = await createTestContext();
  const agent = await t.signInAs("agent");
  agentCookie = agent.cookie;
  agentId = await agentIdOf(agent.userId);
  const admin = await t.signInAs("admin");
  adminCookie = admin.cookie;
  adminAgentId = await agentIdOf(admin.userId);
  superCookie = (await t.signInAs("super_admin")).cookie;
  othersCookie = (await t.signInAs("others")).cookie;
  const other = await insertAgent(t.deps.db, { name: "Other Agent" });

  const conversation = JSON.stringify([
    { role: "assistant", content: "Hi, I'm Vayu." },
    { role: "user", content: "My name is Ravi" },
  ]);
  const lead = (clientName: string, values: Partial<NewLead>): NewLead => ({
    clientName,
    clientEmail: `${clientName.toLowerCase().replaceAll(" ", ".")}@example.ca`,
    type: "application",
    source: "website",
    ...values,
  });
  await t.deps.db
    .insert(leads)
    .values([
      lead("Mine Old", { agentId, createdAt: minutesAgo(60) }),
      lead("Mine New", { agentId, createdAt: minutesAgo(5), metadata: { mortgage_amount: 400000 } }),
      lead("Admin Own", { agentId: adminAgentId, createdAt: minutesAgo(6) }),
      lead("Other Agents", { agentId: other.id, createdAt: minutesAgo(7) }),
      lead("Unassigned", { agentId: null, createdAt: minutesAgo(8) }),
      lead("Chat New", { agentId, source: "AI Chatbot", notes: conversation, createdAt: minutesAgo(9) }),
      lead("Chat Old", { agentId, source: "Vayu Chatbot", notes: conversation, createdAt: minutesAgo(10) }),
      lead("Chat Broken", { agentId, source: "AI Chatbot", notes: "{oops", createdAt: minutesAgo(11) }),
      lead("A Contact", { agentId, type: "contact", source: "contact_form", createdAt: minutesAgo(1) }),
    ]);
});
afterAll(() => t.close());

async function list(cookie?: string) {
  const res = await t.request("/api/leads/applications", { cookie });
  return { res, body: (await res.json()) as { applications: ApplicationBody[] } & ApiErrorBody };
}

describe("GET /api/leads/applications", () => {
  it("is closed to visitors (401) and to plain users (403)", async () => {
    expect((await list()).res.status).toBe(401);
    const others = await list(othersCookie);
    expect(others.res.status).toBe(403);
    expect(others.body.error.code).toBe("forbidden");
    const unlinked = await t.signInAs("admin", { withAgent: false });
    expect((await list(unlinked.cookie)).res.status).toBe(403);
  });

  it("shows an agent only their own applications, newest first", async () => {
    const { res, body } = await list(agentCookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(body.applications.map((a) => a.client_name)).toEqual([
      "Mine New",
      "Chat New",
      "Chat Old",
      "Chat Broken",
      "Mine Old",
    ]);
    expect(body.applications[0]).toMatchObject({
      client_email: "mine.new@example.ca",
      type: "application",
      status: "new",
      metadata: { mortgage_amount: 400000 },
      agent: { id: agentId, name: "Test agent" },
      chat_history: null,
    });
  });

  it("shows an admin the applications of their own agent profile", async () => {
    const { body } = await list(adminCookie);
    expect(body.applications.map((a) => a.client_name)).toEqual(["Admin Own"]);
  });

  it("shows super_admin every application, assigned or not", async () => {
    const { body } = await list(superCookie);
    expect(body.applications.map((a) => a.client_name)).toEqual([
      "Mine New",
      "Admin Own",
      "Other Agents",
      "Unassigned",
      "Chat New",
      "Chat Old",
      "Chat Broken",
      "Mine Old",
    ]);
    expect(body.applications.find((a) => a.client_name === "Unassigned")?.agent).toBeNull();
  });

  it("reports both chatbot spellings as 'AI Chatbot' with their conversation", async () => {
    const { body } = await list(agentCookie);
    const byName = new Map(body.applications.map((a) => [a.client_name, a]));
    const expected = [
      { role: "assistant", content: "Hi, I'm Vayu." },
      { role: "user", content: "My name is Ravi" },
    ];
    expect(byName.get("Chat New")).toMatchObject({ source: "AI Chatbot", chat_history: expected });
    expect(byName.get("Chat Old")).toMatchObject({ source: "AI Chatbot", chat_history: expected });
    expect(byName.get("Chat Broken")).toMatchObject({ source: "AI Chatbot", chat_history: null });
    expect(byName.get("Mine Old")).toMatchObject({ source: "website", chat_history: null });
  });
});
