import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadDetail, LeadNoteResponse } from "../../src/domain/lead-detail";
import { leads, type NewLead } from "../../src/server/db/schema";
import { createTestContext, type TestContext } from "./harness";
import { minutesAgo, type ApiErrorBody } from "./public-fixtures";

type Session = Awaited<ReturnType<TestContext["signInAs"]>>;

let t: TestContext;
let agentA: Session;
let agentB: Session;
let superAdmin: Session;

async function newLead(values: Partial<NewLead> = {}): Promise<string> {
  const [row] = await t.deps.db
    .insert(leads)
    .values({
      agentId: agentA.agentId,
      clientName: "Camille Tremblay",
      clientEmail: "camille.tremblay@example.ca",
      clientPhone: "(416) 555-0199",
      type: "rate_quote",
      source: "mortgage_calculator",
      metadata: { price: 600000, downPayment: 120000, calculations: { monthlyPayment: 2712.34 } },
      createdAt: minutesAgo(60),
      ...values,
    })
    .returning({ id: leads.id });
  return row!.id;
}

const dashboard = (id: string, rest = "") => `/api/dashboard/leads/${id}${rest}`;
const admin = (id: string, rest = "") => `/api/admin/leads/${id}${rest}`;

async function detail(path: string, cookie: string | undefined) {
  const res = await t.request(path, { cookie });
  return { res, body: (await res.json()) as LeadDetail & ApiErrorBody };
}

function addNote(path: string, body: unknown, cookie: string | undefined, headers?: HeadersInit) {
  return t.request(`${path}/notes`, { method: "POST", json: { body }, cookie, headers });
}

beforeAll(async () => {
  t = await createTestContext();
  [agentA, agentB, superAdmin] = await Promise.all([
    t.signInAs("agent"),
    t.signInAs("agent"),
    t.signInAs("super_admin"),
  ]);
});
afterAll(() => t.close());

describe("GET …/leads/:id", () => {
  it("gives the broker their own lead with its figures, broker and an empty timeline but its arrival", async () => {
    const id = await newLead();
    const { res, body } = await detail(dashboard(id), agentA.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.lead).toMatchObject({
      id,
      client_name: "Camille Tremblay",
      client_phone: "(416) 555-0199",
      status: "new",
      metadata: { price: 600000, calculations: { monthlyPayment: 2712.34 } },
      agent: { id: agentA.agentId, name: "Test agent" },
      follow_up_at: null,
      follow_up_note: null,
      // The quote form asks for no consent: nothing says whether the client gave it.
      consent: null,
    });
    expect(body.timeline).toEqual([{ kind: "created", at: body.lead.created_at }]);
  });

  it("is a 404 for another broker's lead and for the super admin on the dashboard's route", async () => {
    const id = await newLead();
    expect((await detail(dashboard(id), agentB.cookie)).res.status).toBe(404);
    const { res, body } = await detail(dashboard(id), agentB.cookie);
    expect(res.status).toBe(404);
    expect(body.error?.message).toBe("Lead not found");
    expect((await detail(dashboard(id), superAdmin.cookie)).res.status).toBe(403);
    expect((await detail(dashboard(id), undefined)).res.status).toBe(401);
  });

  it("gives the super admin every lead, an unassigned one too, and nobody else", async () => {
    const id = await newLead({ agentId: null });
    const { res, body } = await detail(admin(id), superAdmin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body.lead.agent).toBeNull();
    expect((await detail(admin(id), agentA.cookie)).res.status).toBe(403);
    expect((await detail(admin(id), undefined)).res.status).toBe(401);
    expect((await detail(admin("00000000-0000-4000-8000-000000000000"), superAdmin.cookie)).res.status).toBe(
      404,
    );
  });

  it("says a contact-form lead's consent: as stored by the form, or its arrival for an older lead", async () => {
    const older = await newLead({ type: "contact", source: "contact_form", metadata: {} });
    const { body } = await detail(dashboard(older), agentA.cookie);
    expect(body.lead.consent).toEqual({ casl: true, at: body.lead.created_at });

    const res = await t.request("/api/leads/contact", {
      method: "POST",
      json: {
        first_name: "Nadia",
        last_name: "Roy",
        email: "nadia.roy@example.ca",
        phone: "514-555-0142",
        comments: "Please call me back.",
        casl_consent: true,
        agent_id: agentA.agentId,
      },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [stored] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    expect(stored!.metadata.consent).toEqual({ casl: true, at: expect.any(String) });
    const fresh = await detail(dashboard(id), agentA.cookie);
    expect(fresh.body.lead.consent).toEqual(stored!.metadata.consent);
  });
});

describe("notes", () => {
  it("are added by the broker and the super admin, each with their name, in order on the timeline", async () => {
    const id = await newLead();
    const mine = await addNote(dashboard(id), "Called, left a message.", agentA.cookie);
    expect(mine.status).toBe(201);
    const { note } = (await mine.json()) as LeadNoteResponse;
    expect(note).toMatchObject({ kind: "note", author_name: "Test agent", mine: true, updated_at: null });
    const theirs = await addNote(admin(id), "Priority client.", superAdmin.cookie);
    expect(theirs.status).toBe(201);

    const { body } = await detail(dashboard(id), agentA.cookie);
    expect(body.timeline.map((entry) => entry.kind)).toEqual(["created", "note", "note"]);
    expect(body.timeline.slice(1)).toMatchObject([
      { body: "Called, left a message.", author_name: "Test agent", mine: true },
      { body: "Priority client.", author_name: "Test super_admin", mine: false },
    ]);
    const asAdmin = await detail(admin(id), superAdmin.cookie);
    expect(asAdmin.body.timeline.slice(1).map((entry) => "mine" in entry && entry.mine)).toEqual([
      false,
      true,
    ]);
  });

  it("are never visible to, nor added by, another broker", async () => {
    const id = await newLead();
    await addNote(dashboard(id), "Private: client is also shopping elsewhere.", agentA.cookie);
    const seen = await t.request(dashboard(id), { cookie: agentB.cookie });
    expect(seen.status).toBe(404);
    expect(await seen.text()).not.toContain("shopping elsewhere");
    expect((await addNote(dashboard(id), "Hello", agentB.cookie)).status).toBe(404);
    expect((await addNote(dashboard(id), "Hello", undefined)).status).toBe(401);
  });

  it("are changed or deleted by their author only", async () => {
    const id = await newLead();
    const created = await addNote(dashboard(id), "First try.", agentA.cookie);
    const { note } = (await created.json()) as LeadNoteResponse;
    const notePath = dashboard(id, `/notes/${note.id}`);

    const edited = await t.request(notePath, {
      method: "PATCH",
      json: { body: "Second try." },
      cookie: agentA.cookie,
    });
    expect(edited.status).toBe(200);
    const { note: after } = (await edited.json()) as LeadNoteResponse;
    expect(after).toMatchObject({ body: "Second try.", mine: true, at: note.at });
    expect(after.updated_at).not.toBeNull();

    // The super admin sees the lead but did not write the note: a 403 that says why.
    const refused = await t.request(admin(id, `/notes/${note.id}`), {
      method: "PATCH",
      json: { body: "Overwritten" },
      cookie: superAdmin.cookie,
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ApiErrorBody).error?.message).toBe(
      "Only the note's author can change or delete it",
    );
    const refusedDelete = await t.request(admin(id, `/notes/${note.id}`), {
      method: "DELETE",
      cookie: superAdmin.cookie,
    });
    expect(refusedDelete.status).toBe(403);
    // Another broker cannot see the lead at all.
    expect((await t.request(notePath, { method: "DELETE", cookie: agentB.cookie })).status).toBe(404);
    expect((await t.request(notePath, { method: "DELETE", cookie: undefined })).status).toBe(401);

    expect((await t.request(notePath, { method: "DELETE", cookie: agentA.cookie })).status).toBe(204);
    expect((await t.request(notePath, { method: "DELETE", cookie: agentA.cookie })).status).toBe(404);
    const { body } = await detail(dashboard(id), agentA.cookie);
    expect(body.timeline.map((entry) => entry.kind)).toEqual(["created"]);
  });

  it("refuse an empty note naming the field, in English and in French", async () => {
    const id = await newLead();
    const english = await addNote(dashboard(id), "   ", agentA.cookie);
    expect(english.status).toBe(400);
    expect(((await english.json()) as ApiErrorBody).error).toMatchObject({
      field: "body",
      message: "body: Write the note first",
    });
    const french = await addNote(dashboard(id), "", agentA.cookie, { "accept-language": "fr-CA" });
    expect(french.status).toBe(400);
    expect(((await french.json()) as ApiErrorBody).error).toMatchObject({
      field: "body",
      message: "body\u00a0: Rédigez d’abord la note",
    });
  });
});
