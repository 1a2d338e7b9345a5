import { desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, type NewLead } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { minutesAgo, type ApiErrorBody } from "./public-fixtures";

interface LeadBody {
  id: string;
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  type: string;
  source: string;
  status: string;
  message: string | null;
  created_at: string;
  chat_history: { role: string; content: string }[] | null;
}

interface LeadsBody extends ApiErrorBody {
  leads: LeadBody[];
  total: number;
  limit: number;
  offset: number;
  counts: {
    by_source: Record<string, number>;
    by_status: Record<string, number>;
    by_type: Record<string, number>;
  };
  previous_cursor: string | null;
  next_cursor: string | null;
}

type Session = Awaited<ReturnType<TestContext["signInAs"]>>;

const conversation = [
  { role: "assistant", content: "Hi, I'm Vayu." },
  { role: "user", content: "Call me at 416-555-0100" },
];

let t: TestContext;
let agentA: Session;
let agentB: Session;

function lead(
  agentId: string | null,
  clientName: string,
  minutes: number,
  values: Partial<NewLead> = {},
): NewLead {
  return {
    agentId,
    clientName,
    clientEmail: `${clientName.toLowerCase().replace(/\W+/g, ".")}@example.ca`,
    type: "rate_quote",
    source: "mortgage_calculator",
    createdAt: minutesAgo(minutes),
    ...values,
  };
}

beforeAll(async () => {
  t = await createTestContext();
  [agentA, agentB] = await Promise.all([t.signInAs("agent"), t.signInAs("agent")]);
  const a = agentA.agentId!;
  await t.deps.db.insert(leads).values([
    lead(a, "A Quote", 40, { clientPhone: "+1 416 555 0101", metadata: { price: 600000 } }),
    lead(a, "A Contact", 5, { type: "contact", source: "contact_form", message: "Please call me." }),
    lead(a, "A Chat", 20, {
      type: "application",
      source: "Vayu Chatbot",
      notes: JSON.stringify(conversation),
    }),
    lead(a, "A Qualified", 30, {
      type: "application",
      source: "website",
      status: "qualified",
      notes: "staff",
    }),
    lead(agentB.agentId!, "B Quote", 1),
    lead(null, "Unassigned Contact", 2, { type: "contact", source: "contact_form" }),
  ]);
});
afterAll(() => t.close());

async function list(cookie: string | undefined, query = "") {
  const res = await t.request(`/api/dashboard/leads${query}`, { cookie });
  return { res, body: (await res.json()) as LeadsBody };
}

function patch(id: string, json: unknown, cookie: string | undefined) {
  return t.request(`/api/dashboard/leads/${id}`, { method: "PATCH", json, cookie });
}

async function leadId(clientName: string): Promise<string> {
  const [row] = await t.deps.db.select({ id: leads.id }).from(leads).where(eq(leads.clientName, clientName));
  return row!.id;
}

/** A CSV body as rows of fields, for files whose fields hold no line breaks. */
function csvLines(body: string): string[] {
  return body
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .filter(Boolean);
}

describe("GET /api/dashboard/leads", () => {
  it("lists the caller's own leads only, newest first, with the spec's fields and the conversation", async () => {
    const { res, body } = await list(agentA.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.leads.map((l) => l.client_name)).toEqual(["A Contact", "A Chat", "A Qualified", "A Quote"]);
    expect(body).toMatchObject({ total: 4, limit: 25, offset: 0 });

    const byName = new Map(body.leads.map((l) => [l.client_name, l]));
    expect(byName.get("A Contact")).toMatchObject({
      status: "new",
      client_email: "a.contact@example.ca",
      client_phone: null,
      type: "contact",
      source: "contact_form",
      message: "Please call me.",
      chat_history: null,
    });
    expect(Date.parse(byName.get("A Contact")!.created_at)).not.toBeNaN();
    // The older chatbot spelling reads as the one source, with its conversation.
    expect(byName.get("A Chat")).toMatchObject({ source: "AI Chatbot", chat_history: conversation });
    // Staff notes, metadata and agent ids are the super admin's view, not the agent's list; the
    // follow-up is the broker's own plan.
    expect(Object.keys(byName.get("A Qualified")!).sort()).toEqual(
      [
        "chat_history",
        "client_email",
        "client_name",
        "client_phone",
        "created_at",
        "follow_up_at",
        "follow_up_due",
        "follow_up_note",
        "follow_up_time_zone",
        "id",
        "message",
        "source",
        "status",
        "type",
      ].sort(),
    );

    expect(body.counts).toEqual({
      by_source: { mortgage_calculator: 1, contact_form: 1, "AI Chatbot": 1, website: 1 },
      by_status: { new: 3, qualified: 1 },
      by_type: { rate_quote: 1, contact: 1, application: 2 },
    });

    const other = await list(agentB.cookie);
    expect(other.body.leads.map((l) => l.client_name)).toEqual(["B Quote"]);
    expect(other.body.counts.by_type).toEqual({ rate_quote: 1 });
  });

  it("filters by status, type and source (either chatbot spelling), and pages on the server", async () => {
    const names = async (query: string) =>
      (await list(agentA.cookie, query)).body.leads.map((l) => l.client_name);
    expect(await names("?status=qualified")).toEqual(["A Qualified"]);
    expect(await names("?type=application")).toEqual(["A Chat", "A Qualified"]);
    expect(await names("?source=AI%20Chatbot")).toEqual(["A Chat"]);
    expect(await names("?source=Vayu%20Chatbot")).toEqual(["A Chat"]);
    expect(await names("?type=application&status=new")).toEqual(["A Chat"]);
    expect(await names("?status=&type=&source=")).toHaveLength(4);

    const page = await list(agentA.cookie, "?limit=2&offset=2");
    expect(page.body.leads.map((l) => l.client_name)).toEqual(["A Qualified", "A Quote"]);
    expect(page.body.total).toBe(4);
    const filteredTotal = await list(agentA.cookie, "?type=application&limit=1");
    expect(filteredTotal.body).toMatchObject({ total: 2, limit: 1 });
  });

  it("counts each filter's options among the caller's own leads matching the other filters", async () => {
    const { body } = await list(agentA.cookie, "?status=new");
    expect(body.total).toBe(3);
    expect(body.counts).toEqual({
      // The statuses count whatever the status; the types and sources only the new leads, and only A's
      // (B's new quote and the unassigned contact are not counted).
      by_status: { new: 3, qualified: 1 },
      by_type: { rate_quote: 1, contact: 1, application: 1 },
      by_source: { mortgage_calculator: 1, contact_form: 1, "AI Chatbot": 1 },
    });
    const chat = await list(agentA.cookie, "?status=new&source=Vayu%20Chatbot");
    expect(chat.body).toMatchObject({ total: 1, counts: { by_type: { application: 1 } } });
    expect(chat.body.counts.by_source).toEqual({ mortgage_calculator: 1, contact_form: 1, "AI Chatbot": 1 });
  });

  it("pages the caller's own leads with Next and Previous, each once and in order, ties included", async () => {
    const agent = await t.signInAs("agent");
    const other = await t.signInAs("agent");
    // Seven leads each, all received in the same microsecond: the order is the id's, and the
    // other agent's leads fall between the caller's.
    const rows = await t.deps.db
      .insert(leads)
      .values([
        ...Array.from({ length: 7 }, (_, i) => lead(agent.agentId!, `Tied Own ${i}`, 0)),
        ...Array.from({ length: 7 }, (_, i) => lead(other.agentId!, `Tied Other ${i}`, 0)),
      ])
      .returning({ id: leads.id });
    await t.deps.db
      .update(leads)
      .set({ createdAt: sql`timestamptz '2026-01-01T00:00:00.000001Z'` })
      .where(
        inArray(
          leads.id,
          rows.map((row) => row.id),
        ),
      );
    const expected = (
      await t.deps.db
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.agentId, agent.agentId!))
        .orderBy(desc(leads.createdAt), desc(leads.id))
    ).map((row) => row.id);

    const pages = [(await list(agent.cookie, "?limit=3")).body];
    while (pages.length < 3) {
      const after = encodeURIComponent(pages.at(-1)!.next_cursor!);
      pages.push((await list(agent.cookie, `?limit=3&offset=${pages.length * 3}&after=${after}`)).body);
    }
    expect(pages.flatMap((page) => page.leads.map((l) => l.id))).toEqual(expected);
    expect(pages.map((page) => page.offset)).toEqual([0, 3, 6]);

    const before = encodeURIComponent(pages[2]!.previous_cursor!);
    const back = await list(agent.cookie, `?limit=3&offset=3&before=${before}`);
    expect(back.body.leads.map((l) => l.id)).toEqual(expected.slice(3, 6));
    // Another agent's cursor reads the caller's own leads past that point, never the other's: all
    // received together, the leads past it are those of lower id (uuids order as their hex text).
    const foreign = (await list(other.cookie, "?limit=1")).body;
    const past = await list(agent.cookie, `?after=${encodeURIComponent(foreign.next_cursor!)}`);
    expect(past.body.leads.map((l) => l.id)).toEqual(expected.filter((id) => id < foreign.leads[0]!.id));
  });

  it("ignores an agent id in the query: the list is always the caller's", async () => {
    const { body } = await list(agentB.cookie, `?agent_id=${agentA.agentId}`);
    expect(body.leads.map((l) => l.client_name)).toEqual(["B Quote"]);
  });

  it.each([
    ["?status=won", "status"],
    ["?type=mortgage", "type"],
    ["?source=fax", "source"],
    ["?limit=101", "limit"],
    ["?offset=-1", "offset"],
    ["?after=nonsense", "after"],
    [`?before=${Buffer.from("2026-01-01T00:00:00.000000Z 42").toString("base64url")}`, "before"],
  ])("refuses %s with a 400 naming the field", async (query, field) => {
    const { res, body } = await list(agentA.cookie, query);
    expect(res.status).toBe(400);
    expect(body.error.field).toBe(field);
  });
});

describe("PATCH /api/dashboard/leads/:id", () => {
  it("changes the status of the caller's own lead", async () => {
    const id = await leadId("A Quote");
    const res = await patch(id, { status: "contacted" }, agentA.cookie);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { lead: LeadBody };
    expect(body.lead).toMatchObject({ id, status: "contacted", client_name: "A Quote" });
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.status).toBe("contacted");
  });

  it("answers 404 for another agent's lead, an unassigned one or an unknown id, and changes nothing", async () => {
    const ofA = await leadId("A Contact");
    const unassigned = await leadId("Unassigned Contact");
    for (const id of [ofA, unassigned, crypto.randomUUID(), "not-an-id"]) {
      const res = await patch(id, { status: "closed" }, agentB.cookie);
      expect(res.status, id).toBe(404);
    }
    const rows = await t.deps.db.select().from(leads).where(eq(leads.id, ofA));
    expect(rows[0]?.status).toBe("new");
    const [free] = await t.deps.db.select().from(leads).where(eq(leads.id, unassigned));
    expect(free?.status).toBe("new");
  });

  it("refuses an agent id in the body, naming it: only the super admin hands leads out", async () => {
    const id = await leadId("A Chat");
    const res = await patch(id, { status: "qualified", agent_id: agentB.agentId }, agentA.cookie);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.field).toBe("agent_id");
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toMatchObject({ status: "new", agentId: agentA.agentId });
  });

  it("refuses a status outside the spec's four with a 400 naming the field", async () => {
    const res = await patch(await leadId("A Quote"), { status: "won" }, agentA.cookie);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiErrorBody).error.field).toBe("status");
  });
});

describe("GET /api/dashboard/leads/export.csv", () => {
  it("exports every matching lead of the caller across pages, as a dated attachment", async () => {
    const agent = await t.signInAs("agent");
    await t.deps.db
      .insert(leads)
      .values(Array.from({ length: 30 }, (_, i) => lead(agent.agentId!, `Client ${i}`, 100 - i)));
    const res = await t.request("/api/dashboard/leads/export.csv", { cookie: agent.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="vayu-leads-${today}.csv"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const lines = csvLines(await res.text());
    expect(lines[0]).toBe(
      "Client name,Email,Phone,Type,Source,Status,Message,Received," +
        "Price,Down payment,CMHC premium,Total mortgage,Rate (%),Amortization (years),Payment frequency,Payment,Follow-up",
    );
    expect(lines).toHaveLength(31);
    // Newest first, like the list.
    expect(lines[1]).toMatch(/^Client 29,client\.29@example\.ca,,rate_quote,mortgage_calculator,new,,\d{4}-/);
    expect(lines[30]).toMatch(/^Client 0,/);
  });

  it("applies the list's filters and holds only the caller's leads", async () => {
    const res = await t.request("/api/dashboard/leads/export.csv?type=application", {
      cookie: agentA.cookie,
    });
    const names = csvLines(await res.text())
      .slice(1)
      .map((line) => line.split(",")[0]);
    expect(names).toEqual(["A Chat", "A Qualified"]);
    const ofB = await (await t.request("/api/dashboard/leads/export.csv", { cookie: agentB.cookie })).text();
    expect(ofB).toContain("B Quote");
    expect(ofB).not.toContain("A Quote");
    const bad = await t.request("/api/dashboard/leads/export.csv?status=won", { cookie: agentA.cookie });
    expect(bad.status).toBe(400);
  });

  it("quotes commas, quotes and line breaks, and neutralises cells a spreadsheet would run", async () => {
    const agent = await t.signInAs("agent");
    const receivedAt = new Date("2026-03-04T05:06:07.000Z");
    await t.deps.db.insert(leads).values(
      lead(agent.agentId!, '=HYPERLINK("http://evil.example","Click")', 1, {
        clientEmail: "@attacker.example",
        clientPhone: "+1 416 555 0199",
        type: "contact",
        source: "contact_form",
        message: 'Hello, I said "call me"\nafter 5',
        createdAt: receivedAt,
      }),
    );
    const bytes = new Uint8Array(
      await (await t.request("/api/dashboard/leads/export.csv", { cookie: agent.cookie })).arrayBuffer(),
    );
    // The UTF-8 byte order mark that makes Excel read accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = new TextDecoder().decode(bytes);
    expect(body.split("\r\n")[1]).toBe(
      [
        `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
        "'@attacker.example",
        "'+1 416 555 0199",
        "contact",
        "contact_form",
        "new",
        '"Hello, I said ""call me""\nafter 5"',
        "2026-03-04T05:06:07.000Z",
        // No quote figures, no follow-up.
        ...Array<string>(9).fill(""),
      ].join(","),
    );
  });
});

describe("who may use /api/dashboard/leads", () => {
  it("refuses visitors (401), the super admin, plain users, staff without an agent and a deactivated agent (403)", async () => {
    const id = await leadId("A Qualified");
    const callers: [string, string | undefined][] = [
      ["visitor", undefined],
      ["super admin", (await t.signInAs("super_admin")).cookie],
      ["plain user", (await t.signInAs("others")).cookie],
      ["admin without agent", (await t.signInAs("admin", { withAgent: false })).cookie],
      ["agent without agent row", (await t.signInAs("agent", { withAgent: false })).cookie],
      ["deactivated agent", (await t.signInAs("agent", { agentActive: false })).cookie],
    ];
    for (const [who, cookie] of callers) {
      const expected = cookie ? 403 : 401;
      expect((await list(cookie)).res.status, who).toBe(expected);
      expect((await t.request("/api/dashboard/leads/export.csv", { cookie })).status, who).toBe(expected);
      expect((await patch(id, { status: "closed" }, cookie)).status, who).toBe(expected);
    }
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.status).toBe("qualified");
  });

  it("gives an admin with an agent profile their own leads", async () => {
    const admin = await t.signInAs("admin", { withAgent: true });
    await t.deps.db.insert(leads).values(lead(admin.agentId!, "Office Lead", 1));
    expect((await list(admin.cookie)).body.leads.map((l) => l.client_name)).toEqual(["Office Lead"]);
  });
});
