import { randomUUID } from "node:crypto";
import { and, desc, eq, like, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES } from "../../src/domain/constants";
import { leads, type NewLead } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { insertAgent, minutesAgo, type ApiErrorBody } from "./public-fixtures";

interface AdminLeadBody {
  id: string;
  client_name: string;
  type: string;
  source: string;
  status: string;
  message: string | null;
  notes: string | null;
  metadata: Record<string, unknown>;
  agent: { id: string; name: string } | null;
  chat_history: { role: string; content: string }[] | null;
}

interface AdminLeadsBody extends ApiErrorBody {
  leads: AdminLeadBody[];
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

const conversation = [
  { role: "assistant", content: "Hi, I'm Vayu." },
  { role: "user", content: "My name is Ravi, ravi@example.ca" },
];

let t: TestContext;
let superCookie: string;
let priyaId: string;

beforeAll(async () => {
  t = await createTestContext();
  superCookie = (await t.signInAs("super_admin")).cookie;
  priyaId = (await insertAgent(t.deps.db, { name: "Priya Raman" })).id;
  const lead = (clientName: string, minutes: number, values: Partial<NewLead> = {}): NewLead => ({
    clientName,
    clientEmail: `${clientName.toLowerCase().replaceAll(" ", ".")}@example.ca`,
    type: "rate_quote",
    source: "mortgage_calculator",
    createdAt: minutesAgo(minutes),
    ...values,
  });
  await t.deps.db.insert(leads).values([
    lead("Quote Older", 50, {
      agentId: priyaId,
      metadata: { price: 600000 },
      notes: "Called back Monday.",
    }),
    lead("Contact Newest", 1, { type: "contact", source: "contact_form", message: "Please call me." }),
    lead("Chat New", 10, {
      type: "application",
      source: "AI Chatbot",
      notes: JSON.stringify(conversation),
    }),
    lead("Chat Old", 20, {
      type: "application",
      source: "Vayu Chatbot",
      notes: JSON.stringify(conversation),
    }),
    lead("Application Mid", 15, { type: "application", source: "website", status: "qualified" }),
  ]);
});
afterAll(() => t.close());

async function list(query = "", cookie: string | undefined = superCookie) {
  const res = await t.request(`/api/admin/leads${query}`, { cookie });
  return { res, body: (await res.json()) as AdminLeadsBody };
}

function exportCsv(query = "", cookie: string | undefined = superCookie, headers?: HeadersInit) {
  return t.request(`/api/admin/leads/export.csv${query}`, { cookie, headers });
}

/** The file as text, its byte order mark kept (Response.text() would drop it). */
async function csvText(res: Response): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
}

/** The records of a file whose fields hold no line breaks, header first. */
async function csvLines(res: Response): Promise<string[]> {
  const text = await csvText(res);
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text.slice(1).split("\r\n").filter(Boolean);
}

const ADMIN_CSV_HEADER =
  "Client name,Email,Phone,Type,Source,Status,Agent,Message,Received," +
  "Price,Down payment,CMHC premium,Total mortgage,Rate (%),Amortization (years),Payment frequency,Payment,Follow-up";

function patch(id: string, json: unknown, cookie = superCookie) {
  return t.request(`/api/admin/leads/${id}`, { method: "PATCH", json, cookie });
}

function remove(id: string, cookie = superCookie) {
  return t.request(`/api/admin/leads/${id}`, { method: "DELETE", cookie });
}

async function insertLead(clientName: string): Promise<string> {
  const rows = await t.deps.db
    .insert(leads)
    .values({ clientName, type: "contact", source: "contact_form" })
    .returning({ id: leads.id });
  return rows[0]!.id;
}

describe("who may use /api/admin/leads", () => {
  it("is super_admin only: visitors get 401, every other role 403", async () => {
    const id = await insertLead("Guarded Lead");
    const anonymous = [
      await t.request("/api/admin/leads"),
      await t.request("/api/admin/leads/export.csv"),
      await t.request(`/api/admin/leads/${id}`, { method: "PATCH", json: { status: "closed" } }),
      await t.request(`/api/admin/leads/${id}`, { method: "DELETE" }),
    ];
    expect(anonymous.map((r) => r.status)).toEqual([401, 401, 401, 401]);

    for (const role of ["agent", "admin", "others"] as const) {
      const { cookie } = await t.signInAs(role);
      const { res, body } = await list("", cookie);
      expect(res.status, role).toBe(403);
      expect(body.error.code).toBe("forbidden");
      const exported = await exportCsv("", cookie);
      expect(exported.status, role).toBe(403);
      expect(exported.headers.get("content-type")).toMatch(/^application\/json/);
      expect((await patch(id, { status: "closed" }, cookie)).status, role).toBe(403);
      expect((await remove(id, cookie)).status, role).toBe(403);
    }
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.status).toBe("new");

    const { res } = await list();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("GET /api/admin/leads", () => {
  it("lists every lead newest first with its agent, fields and a normalised chatbot source", async () => {
    const { body } = await list("?type=rate_quote");
    expect(body.leads.map((l) => l.client_name)).toEqual(["Quote Older"]);

    const all = await list("?source=&status=");
    const names = all.body.leads.map((l) => l.client_name);
    expect(names.indexOf("Contact Newest")).toBeLessThan(names.indexOf("Chat New"));
    expect(names.indexOf("Chat New")).toBeLessThan(names.indexOf("Application Mid"));
    expect(names.indexOf("Application Mid")).toBeLessThan(names.indexOf("Chat Old"));
    expect(names.indexOf("Chat Old")).toBeLessThan(names.indexOf("Quote Older"));

    const byName = new Map(all.body.leads.map((l) => [l.client_name, l]));
    expect(byName.get("Quote Older")).toMatchObject({
      agent: { id: priyaId, name: "Priya Raman" },
      metadata: { price: 600000 },
      notes: "Called back Monday.",
      status: "new",
      chat_history: null,
    });
    expect(byName.get("Contact Newest")).toMatchObject({ agent: null, message: "Please call me." });
    for (const name of ["Chat New", "Chat Old"]) {
      expect(byName.get(name)).toMatchObject({
        source: "AI Chatbot",
        chat_history: conversation,
        notes: null,
      });
    }
  });

  it("counts both chatbot spellings as one source, and filters them together", async () => {
    const { body } = await list();
    expect(body.counts.by_source["AI Chatbot"]).toBe(2);
    expect(body.counts.by_source).not.toHaveProperty("Vayu Chatbot");
    expect(body.counts.by_source.mortgage_calculator).toBeGreaterThanOrEqual(1);
    expect(body.counts.by_status.qualified).toBeGreaterThanOrEqual(1);
    expect(body.counts.by_type.application).toBe(3);

    for (const source of ["AI Chatbot", "Vayu Chatbot"]) {
      const filtered = await list(`?source=${encodeURIComponent(source)}`);
      expect(filtered.res.status).toBe(200);
      expect(filtered.body.leads.map((l) => l.client_name)).toEqual(["Chat New", "Chat Old"]);
      expect(filtered.body.total).toBe(2);
    }
    const qualified = await list("?status=qualified&source=website");
    expect(qualified.body.leads.map((l) => l.client_name)).toEqual(["Application Mid"]);
  });

  it("pages with limit and offset and reports the total", async () => {
    const first = await list("?source=AI%20Chatbot&limit=1");
    expect(first.body).toMatchObject({ total: 2, limit: 1, offset: 0 });
    expect(first.body.leads.map((l) => l.client_name)).toEqual(["Chat New"]);
    const second = await list("?source=AI%20Chatbot&limit=1&offset=1");
    expect(second.body.leads.map((l) => l.client_name)).toEqual(["Chat Old"]);
  });

  it("counts each filter's options among the leads matching the other filters", async () => {
    const { body } = await list("?type=application");
    expect(body.total).toBe(3);
    // The chosen type's filter lets only applications through to the status and source counts ...
    expect(body.counts.by_status).toEqual({ new: 2, qualified: 1 });
    expect(body.counts.by_source).toEqual({ "AI Chatbot": 2, website: 1 });
    // ... while the types are counted whatever the type, so another one can be chosen.
    expect(body.counts.by_type.application).toBe(3);
    expect(body.counts.by_type.rate_quote).toBeGreaterThanOrEqual(1);

    // Each option's number is how many leads choosing it would list.
    for (const query of [
      "",
      "status=new",
      "type=application&source=AI%20Chatbot",
      "status=qualified&type=contact",
    ]) {
      const { body: shown } = await list(`?${query}`);
      const facets = [
        ["status", LEAD_STATUSES, shown.counts.by_status],
        ["type", LEAD_TYPES, shown.counts.by_type],
        ["source", LEAD_SOURCES, shown.counts.by_source],
      ] as const;
      for (const [facet, options, counts] of facets) {
        for (const option of options) {
          const chosen = new URLSearchParams(query);
          chosen.set(facet, option);
          chosen.set("limit", "200");
          const { body: choosing } = await list(`?${chosen}`);
          expect(counts[option] ?? 0, `${query} then ${facet}=${option}`).toBe(choosing.leads.length);
        }
      }
      const all = await list(`?${query}&limit=200`);
      expect(shown.total, query).toBe(all.body.leads.length);
    }
  });

  it("names the field of a bad filter (400)", async () => {
    for (const [query, field] of [
      ["?status=won", "status"],
      ["?type=mortgage", "type"],
      ["?source=fax", "source"],
      ["?limit=0", "limit"],
      ["?offset=-1", "offset"],
    ] as const) {
      const { res, body } = await list(query);
      expect(res.status, query).toBe(400);
      expect(body.error.field, query).toBe(field);
    }
  });
});

describe("GET /api/admin/leads, page after page", () => {
  const SAME_TIME = "2026-01-01T00:00:00.000003Z";

  beforeAll(async () => {
    // Five leads received in the same microsecond, and two one and two microseconds before them:
    // the order falls back on the id, and a cursor rounded to the millisecond would lose them.
    await t.deps.db.insert(leads).values(
      Array.from({ length: 7 }, (_, i) => ({
        clientName: `Tied ${i}`,
        type: "contact" as const,
        source: "contact_form",
        status: i % 2 === 0 ? ("new" as const) : ("contacted" as const),
      })),
    );
    await t.deps.db.execute(sql`
      update leads set created_at = ${SAME_TIME}::timestamptz - case client_name
        when 'Tied 5' then interval '1 microsecond' when 'Tied 6' then interval '2 microseconds'
        else interval '0' end
      where client_name like 'Tied %'`);
    const times = await t.deps.db
      .selectDistinct({ time: sql<string>`${leads.createdAt}::text` })
      .from(leads)
      .where(like(leads.clientName, "Tied %"));
    expect(times).toHaveLength(3);
  });

  /** The ids of the leads matching `where`, in the database's own list order. */
  async function listedIds(where?: SQL): Promise<string[]> {
    const rows = await t.deps.db
      .select({ id: leads.id })
      .from(leads)
      .where(where)
      .orderBy(desc(leads.createdAt), desc(leads.id));
    return rows.map((row) => row.id);
  }

  /** Every page from the first, each read with Next's cursor: their bodies. */
  async function pagesForward(query: string, limit: number): Promise<AdminLeadsBody[]> {
    const pages = [(await list(`?${query}&limit=${limit}`)).body];
    for (let last = pages[0]!; last.offset + last.leads.length < last.total; last = pages.at(-1)!) {
      const after = encodeURIComponent(last.next_cursor!);
      const next = await list(`?${query}&limit=${limit}&offset=${last.offset + limit}&after=${after}`);
      expect(next.res.status).toBe(200);
      pages.push(next.body);
    }
    return pages;
  }

  const ids = (pages: AdminLeadsBody[]) => pages.flatMap((page) => page.leads.map((lead) => lead.id));

  it.each([
    ["every lead", "", undefined],
    ["one type", "type=contact", eq(leads.type, "contact")],
    [
      "two filters",
      "status=new&source=contact_form",
      and(eq(leads.status, "new"), eq(leads.source, "contact_form")),
    ],
  ])("reads %s once each, in order, ties and microseconds included, with Next", async (_, query, where) => {
    const expected = await listedIds(where);
    const pages = await pagesForward(query, 2);
    expect(ids(pages)).toEqual(expected);
    expect(pages.every((page) => page.total === expected.length)).toBe(true);
    // The same pages as their offsets give them.
    for (const page of pages) {
      const byOffset = await list(`?${query}&limit=2&offset=${page.offset}`);
      expect(byOffset.body.leads.map((lead) => lead.id)).toEqual(page.leads.map((lead) => lead.id));
    }
  });

  it("reads the same pages back from the last with Previous, to the first", async () => {
    const expected = await listedIds(eq(leads.type, "contact"));
    const forward = await pagesForward("type=contact", 3);
    const backward = [forward.at(-1)!];
    for (let page = backward[0]!; page.offset > 0; page = backward[0]!) {
      const before = encodeURIComponent(page.previous_cursor!);
      const { body } = await list(`?type=contact&limit=3&offset=${page.offset - 3}&before=${before}`);
      expect(body.offset).toBe(page.offset - 3);
      backward.unshift(body);
    }
    expect(ids(backward)).toEqual(expected);
    expect(backward.map((page) => page.leads.length)).toEqual(forward.map((page) => page.leads.length));
  });

  it("gives an empty page without cursors after the last lead", async () => {
    const { body } = await list("?type=contact&status=contacted&limit=200");
    expect(body.leads.map((lead) => lead.id)).toEqual(
      await listedIds(and(eq(leads.type, "contact"), eq(leads.status, "contacted"))),
    );
    const after = await list(`?type=contact&status=contacted&after=${encodeURIComponent(body.next_cursor!)}`);
    expect(after.body).toMatchObject({ leads: [], previous_cursor: null, next_cursor: null });
  });

  it("names the cursor it refuses (400), and refuses after and before together", async () => {
    const cursor = encodeURIComponent((await list("?limit=1")).body.next_cursor!);
    const notADay = Buffer.from(`2026-02-30T00:00:00.000000Z ${randomUUID()}`).toString("base64url");
    for (const [query, field] of [
      ["?after=nonsense", "after"],
      ["?before=abc", "before"],
      [`?after=${notADay}`, "after"],
      [`?after=${cursor}&before=${cursor}`, "before"],
    ] as const) {
      const { res, body } = await list(query);
      expect(res.status, query).toBe(400);
      expect(body.error.field, query).toBe(field);
    }
  });
});

describe("GET /api/admin/leads/export.csv", () => {
  it("exports every lead matching the list's filters, with its agent, as an uncompressed dated attachment", async () => {
    const res = await exportCsv("?source=AI%20Chatbot", superCookie, { "accept-encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="vayu-leads-${today}.csv"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-encoding")).toBeNull();
    const lines = await csvLines(res);
    expect(lines[0]).toBe(ADMIN_CSV_HEADER);
    // Newest first, and the older chatbot spelling reads as the one source.
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 5).join(","))).toEqual([
      "Chat New,chat.new@example.ca,,application,AI Chatbot",
      "Chat Old,chat.old@example.ca,,application,AI Chatbot",
    ]);

    const quotes = await csvLines(await exportCsv("?type=rate_quote"));
    expect(quotes.slice(1)).toEqual([
      expect.stringMatching(
        /^Quote Older,quote\.older@example\.ca,,rate_quote,mortgage_calculator,new,Priya Raman,,\d{4}-\d\d-\d\dT[^,]+,600000,{8}$/,
      ),
    ]);
    const contacts = await csvLines(await exportCsv("?type=contact&status=new"));
    // An unassigned lead leaves the agent empty.
    expect(contacts).toContainEqual(
      expect.stringMatching(
        /^Contact Newest,contact\.newest@example\.ca,,contact,contact_form,new,,Please call me\.,/,
      ),
    );
    const qualified = await csvLines(await exportCsv("?status=qualified&source=website"));
    expect(qualified.slice(1).map((line) => line.split(",")[0])).toEqual(["Application Mid"]);
    // Paging parameters are the list's; the export holds every match.
    expect(await csvLines(await exportCsv("?type=application&limit=1&offset=1"))).toHaveLength(4);
  });

  it("quotes commas, quotes and line breaks, and neutralises cells a spreadsheet would run", async () => {
    await t.deps.db.insert(leads).values({
      agentId: priyaId,
      clientName: '=HYPERLINK("http://evil.example","Click")',
      clientEmail: "@attacker.example",
      clientPhone: "+1 416 555 0199",
      type: "refinance",
      source: "website",
      message: 'Hello, I said "call me"\nafter 5',
      createdAt: new Date("2026-03-04T05:06:07.000Z"),
    });
    const text = await csvText(await exportCsv("?type=refinance"));
    expect(text).toBe(
      `\uFEFF${ADMIN_CSV_HEADER}\r\n` +
        [
          `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
          "'@attacker.example",
          "'+1 416 555 0199",
          "refinance",
          "website",
          "new",
          "Priya Raman",
          '"Hello, I said ""call me""\nafter 5"',
          "2026-03-04T05:06:07.000Z",
          // No quote figures, no follow-up.
          ...Array<string>(9).fill(""),
        ].join(",") +
        "\r\n",
    );
  });

  it("writes the header alone when nothing matches", async () => {
    const text = await csvText(await exportCsv("?status=closed&type=refinance"));
    expect(text).toBe(`\uFEFF${ADMIN_CSV_HEADER}\r\n`);
  });

  it("names the field of a bad filter (400)", async () => {
    for (const [query, field] of [
      ["?status=won", "status"],
      ["?type=mortgage", "type"],
      ["?source=fax", "source"],
    ] as const) {
      const res = await exportCsv(query);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.field, query).toBe(field);
    }
  });
});

describe("PATCH /api/admin/leads/:id", () => {
  it("sets the status and returns the lead", async () => {
    const id = await insertLead("Status Lead");
    const res = await patch(id, { status: "contacted" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { lead: AdminLeadBody };
    expect(body.lead).toMatchObject({ id, status: "contacted", client_name: "Status Lead" });
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    expect(row?.status).toBe("contacted");
  });

  it("refuses an unknown status naming the field, and unknown or malformed ids", async () => {
    const id = await insertLead("Bad Status Lead");
    for (const json of [{ status: "won" }, {}]) {
      const res = await patch(id, json);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ApiErrorBody).error.field).toBe("status");
    }
    expect((await patch(randomUUID(), { status: "closed" })).status).toBe(404);
    // A path id that is not a uuid cannot name a lead: the same 404, never a database error.
    const malformed = await patch("not-a-uuid", { status: "closed" });
    expect(malformed.status).toBe(404);
    expect(((await malformed.json()) as ApiErrorBody).error.code).toBe("not_found");
  });
});

describe("DELETE /api/admin/leads/:id", () => {
  it("deletes the lead once; then it is gone (404)", async () => {
    const id = await insertLead("Doomed Lead");
    expect((await remove(id)).status).toBe(204);
    expect(await t.deps.db.select().from(leads).where(eq(leads.id, id))).toEqual([]);
    expect((await remove(id)).status).toBe(404);
    expect((await remove("12345")).status).toBe(404);
  });
});
