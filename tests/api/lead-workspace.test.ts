import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadDetail, LeadEmailResponse, LeadNoteResponse } from "../../src/domain/lead-detail";
import {
  agents,
  leadEvents,
  leadNotes,
  leads,
  notifications,
  type NewLead,
  type Notification,
} from "../../src/server/db/schema";
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

const SITE = "https://vayu.example.ca";
const NB = "\u00a0";

beforeAll(async () => {
  t = await createTestContext({ PUBLIC_SITE_URL: SITE, MAIL_FROM: '"Vayu" <no-reply@vayu.example.ca>' });
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
      // The follow-up is read in the broker's zone, their profile's (America/Toronto unless they chose).
      time_zone: "America/Toronto",
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

function patch(path: string, json: unknown, cookie: string | undefined, headers?: HeadersInit) {
  return t.request(path, { method: "PATCH", json, cookie, headers });
}

async function errorOf(res: Response) {
  return ((await res.json()) as ApiErrorBody).error;
}

const kinds = (detail: LeadDetail) => detail.timeline.map((entry) => entry.kind);

describe("PATCH /api/dashboard/leads/:id", () => {
  it("changes the status and records it once, answering the lead as before", async () => {
    const id = await newLead();
    const res = await patch(dashboard(id), { status: "contacted" }, agentA.cookie);
    expect(res.status).toBe(200);
    const { lead } = (await res.json()) as { lead: { id: string; status: string } };
    expect(lead).toMatchObject({ id, status: "contacted" });
    // The same status again changes nothing, so the timeline says nothing more.
    expect((await patch(dashboard(id), { status: "contacted" }, agentA.cookie)).status).toBe(200);

    const { body } = await detail(dashboard(id), agentA.cookie);
    expect(kinds(body)).toEqual(["created", "status_changed"]);
    expect(body.timeline[1]).toMatchObject({
      actor_name: "Test agent",
      data: { from: "new", to: "contacted" },
    });
  });

  it("sets, moves and clears a follow-up, each on the timeline, its note kept while it is moved", async () => {
    const id = await newLead();
    const first = "2027-01-15T14:00:00.000Z";
    const set = await patch(
      dashboard(id),
      { follow_up_at: first, follow_up_note: "Send the rate sheet" },
      agentA.cookie,
    );
    expect(set.status).toBe(200);
    expect(((await set.json()) as { lead: unknown }).lead).toMatchObject({
      follow_up_at: first,
      follow_up_note: "Send the rate sheet",
    });
    const moved = "2027-01-16T09:30:00-05:00";
    expect((await patch(dashboard(id), { follow_up_at: moved }, agentA.cookie)).status).toBe(200);
    expect((await patch(dashboard(id), { follow_up_at: null }, agentA.cookie)).status).toBe(200);
    // Clearing what is already clear records nothing.
    expect((await patch(dashboard(id), { follow_up_at: null }, agentA.cookie)).status).toBe(200);

    const { body } = await detail(dashboard(id), agentA.cookie);
    expect(kinds(body)).toEqual(["created", "follow_up_set", "follow_up_set", "follow_up_cleared"]);
    expect(body.timeline.slice(1).map((entry) => "data" in entry && entry.data)).toEqual([
      { at: first, note: "Send the rate sheet" },
      { at: "2027-01-16T14:30:00.000Z", note: "Send the rate sheet" },
      {},
    ]);
    expect(body.lead).toMatchObject({ follow_up_at: null, follow_up_note: null });
  });

  it("refuses a follow-up note without a date, and a date that is not one, naming the field in English and French", async () => {
    const id = await newLead();
    const english = await patch(dashboard(id), { follow_up_note: "Call back" }, agentA.cookie);
    expect(english.status).toBe(400);
    expect(await errorOf(english)).toMatchObject({
      field: "follow_up_note",
      message: "follow_up_note: Set a follow-up date and time first",
    });
    const french = await patch(dashboard(id), { follow_up_note: "Rappeler" }, agentA.cookie, {
      "accept-language": "fr-CA",
    });
    expect(await errorOf(french)).toMatchObject({
      field: "follow_up_note",
      message: `follow_up_note${NB}: Fixez d’abord la date et l’heure du suivi`,
    });
    const badDate = await patch(dashboard(id), { follow_up_at: "tomorrow" }, agentA.cookie, {
      "accept-language": "fr-CA",
    });
    expect(badDate.status).toBe(400);
    expect((await errorOf(badDate)).field).toBe("follow_up_at");
    const { body } = await detail(dashboard(id), agentA.cookie);
    expect(kinds(body)).toEqual(["created"]);
  });

  it("is a 404 for another broker's lead, 403 for the super admin and 401 for a visitor", async () => {
    const id = await newLead();
    expect((await patch(dashboard(id), { status: "closed" }, agentB.cookie)).status).toBe(404);
    expect((await patch(dashboard(id), { status: "closed" }, superAdmin.cookie)).status).toBe(403);
    expect((await patch(dashboard(id), { status: "closed" }, undefined)).status).toBe(401);
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    expect(row!.status).toBe("new");
  });
});

async function notificationsOf(leadId: string, kind: Notification["kind"]): Promise<Notification[]> {
  return t.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.leadId, leadId), eq(notifications.kind, kind)));
}

describe("PATCH /api/admin/leads/:id", () => {
  it("assigns a lead, e-mails the broker once per new assignment in their language, never the client", async () => {
    const french = await t.signInAs("agent");
    await t.deps.db
      .update(agents)
      .set({ name: "Élise Gagnon", preferredLanguage: "fr" })
      .where(eq(agents.id, french.agentId!));
    const id = await newLead({ agentId: null });

    const assigned = await patch(admin(id), { agent_id: french.agentId }, superAdmin.cookie);
    expect(assigned.status).toBe(200);
    expect(((await assigned.json()) as { lead: unknown }).lead).toMatchObject({
      agent: { id: french.agentId, name: "Élise Gagnon" },
    });
    // Saving the same broker again is no new assignment: no second e-mail, no second event.
    expect((await patch(admin(id), { agent_id: french.agentId }, superAdmin.cookie)).status).toBe(200);
    const [mail, ...more] = await notificationsOf(id, "lead_assigned");
    expect(more).toHaveLength(0);
    expect(mail).toMatchObject({ channel: "email", recipient: french.email, status: "pending" });
    expect(mail!.subject).toBe(`Une demande vous a été confiée${NB}: Camille Tremblay`);
    const payload = mail!.payload as { text: string; replyTo?: string };
    // The lead's figures and its own page, in the broker's language.
    expect(payload.text).toContain("600\u00a0000\u00a0$");
    expect(payload.text).toContain(`${SITE}/fr/agent-dashboard/leads/${id}`);
    const all = await t.deps.db.select().from(notifications).where(eq(notifications.leadId, id));
    expect(all.map((row) => row.recipient)).not.toContain("camille.tremblay@example.ca");

    // The broker now sees it; handed on to another broker, the first no longer does.
    expect((await detail(dashboard(id), french.cookie)).res.status).toBe(200);
    expect(
      (await patch(admin(id), { agent_id: agentB.agentId, status: "contacted" }, superAdmin.cookie)).status,
    ).toBe(200);
    expect((await detail(dashboard(id), french.cookie)).res.status).toBe(404);
    expect(await notificationsOf(id, "lead_assigned")).toHaveLength(2);
    expect((await patch(admin(id), { agent_id: null }, superAdmin.cookie)).status).toBe(200);
    expect(await notificationsOf(id, "lead_assigned")).toHaveLength(2);

    const { body } = await detail(admin(id), superAdmin.cookie);
    expect(kinds(body)).toEqual(["created", "assigned", "status_changed", "assigned", "unassigned"]);
    expect(body.timeline.slice(1).map((entry) => "data" in entry && entry.data)).toEqual([
      { agentId: french.agentId, agentName: "Élise Gagnon" },
      { from: "new", to: "contacted" },
      { agentId: agentB.agentId, agentName: "Test agent", previousAgentName: "Élise Gagnon" },
      { previousAgentName: "Test agent" },
    ]);
    expect(body.timeline[1]).toMatchObject({ actor_name: "Test super_admin" });
    expect(body.lead.agent).toBeNull();
  });

  it("refuses an inactive or unknown broker, naming agent_id in English and French", async () => {
    const inactive = await t.signInAs("agent", { agentActive: false });
    const id = await newLead({ agentId: null });
    const english = await patch(admin(id), { agent_id: inactive.agentId }, superAdmin.cookie);
    expect(english.status).toBe(400);
    expect(await errorOf(english)).toMatchObject({
      field: "agent_id",
      message: "agent_id: Choose an active broker: this one is unknown or deactivated",
    });
    const french = await patch(
      admin(id),
      { agent_id: "00000000-0000-4000-8000-000000000000" },
      superAdmin.cookie,
      {
        "accept-language": "fr-CA",
      },
    );
    expect(french.status).toBe(400);
    expect(await errorOf(french)).toMatchObject({
      field: "agent_id",
      message: `agent_id${NB}: Choisissez un courtier actif${NB}: celui-ci est inconnu ou désactivé`,
    });
    const [row] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
    expect(row!.agentId).toBeNull();
    expect(await notificationsOf(id, "lead_assigned")).toHaveLength(0);
    expect(kinds((await detail(admin(id), superAdmin.cookie)).body)).toEqual(["created"]);
  });

  it("is the super admin's alone", async () => {
    const id = await newLead({ agentId: null });
    expect((await patch(admin(id), { agent_id: agentA.agentId }, agentA.cookie)).status).toBe(403);
    expect((await patch(admin(id), { agent_id: agentA.agentId }, undefined)).status).toBe(401);
    expect(await notificationsOf(id, "lead_assigned")).toHaveLength(0);
  });
});

function sendEmail(id: string, json: unknown, cookie: string | undefined, headers?: HeadersInit) {
  return t.request(dashboard(id, "/emails"), { method: "POST", json, cookie, headers });
}

/** The outbox's messages as a mail client reads them. */
async function outboxMessages() {
  const dir = t.deps.config.mail.outboxDir;
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  return Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(dir, name), "utf8");
      return { raw, parsed: await simpleParser(raw) };
    }),
  );
}

describe("POST /api/dashboard/leads/:id/emails", () => {
  it("queues one e-mail to the client under the broker's name, replies to the broker, and puts it on the timeline", async () => {
    const id = await newLead();
    const message = {
      subject: "Your rate options",
      body: "Bonjour Camille,\n\nHere are the rates we discussed.",
    };
    const res = await sendEmail(id, message, agentA.cookie);
    expect(res.status).toBe(201);
    const { entry } = (await res.json()) as LeadEmailResponse;
    expect(entry).toMatchObject({
      kind: "email_sent",
      actor_name: "Test agent",
      data: { to: "camille.tremblay@example.ca", ...message },
    });

    const [queued, ...more] = await notificationsOf(id, "client_email");
    expect(more).toHaveLength(0);
    expect(queued).toMatchObject({ id: entry.data.notificationId, recipient: "camille.tremblay@example.ca" });
    expect(queued!.payload).toMatchObject({ fromName: "Test agent", replyTo: agentA.email });

    await t.deps.notifications.drain();
    const sent = (await outboxMessages()).find(({ parsed }) => parsed.subject === "Your rate options");
    expect(sent).toBeDefined();
    expect(sent!.parsed.from?.value).toEqual([{ name: "Test agent", address: "no-reply@vayu.example.ca" }]);
    expect(sent!.parsed.replyTo?.value).toEqual([{ name: "", address: agentA.email }]);
    expect(sent!.parsed.to).toMatchObject({ value: [{ address: "camille.tremblay@example.ca" }] });
    expect(sent!.parsed.text).toContain("Here are the rates we discussed.");

    const { body } = await detail(dashboard(id), agentA.cookie);
    expect(kinds(body)).toEqual(["created", "email_sent"]);
  });

  it("keeps a broker's name that holds a line break to one From header", async () => {
    const broker = await t.signInAs("agent");
    await t.deps.db
      .update(agents)
      .set({ name: "Mallory\r\nBcc: everyone@example.com" })
      .where(eq(agents.id, broker.agentId!));
    const id = await newLead({ agentId: broker.agentId, clientEmail: "injection.check@example.ca" });
    expect((await sendEmail(id, { subject: "Header check", body: "Hello" }, broker.cookie)).status).toBe(201);
    await t.deps.notifications.drain();
    const sent = (await outboxMessages()).find(({ parsed }) => parsed.subject === "Header check");
    expect(sent!.raw).not.toMatch(/^Bcc:/im);
    expect(sent!.parsed.bcc).toBeUndefined();
    expect(sent!.parsed.from?.value[0]?.address).toBe("no-reply@vayu.example.ca");
  });

  it("refuses a lead without an e-mail address and a subject on two lines, naming the field in English and French", async () => {
    const noEmail = await newLead({ clientEmail: null });
    const english = await sendEmail(noEmail, { subject: "Hello", body: "Hi" }, agentA.cookie);
    expect(english.status).toBe(400);
    expect(await errorOf(english)).toMatchObject({
      field: "client_email",
      message: "client_email: This client left no email address to write to",
    });
    const french = await sendEmail(noEmail, { subject: "Bonjour", body: "Allô" }, agentA.cookie, {
      "accept-language": "fr-CA",
    });
    expect(await errorOf(french)).toMatchObject({
      field: "client_email",
      message: `client_email${NB}: Ce client n’a laissé aucune adresse courriel à laquelle écrire`,
    });

    const id = await newLead();
    const twoLines = await sendEmail(
      id,
      { subject: "Hello\r\nBcc: everyone@example.com", body: "Hi" },
      agentA.cookie,
    );
    expect(twoLines.status).toBe(400);
    expect((await errorOf(twoLines)).field).toBe("subject");
    const twoLinesFr = await sendEmail(id, { subject: "Bonjour\nCci", body: "Allô" }, agentA.cookie, {
      "accept-language": "fr-CA",
    });
    expect(twoLinesFr.status).toBe(400);
    expect(await errorOf(twoLinesFr)).toMatchObject({
      field: "subject",
      message: expect.stringMatching(/^subject\u00a0: /),
    });
    expect(await notificationsOf(id, "client_email")).toHaveLength(0);
    expect(await notificationsOf(noEmail, "client_email")).toHaveLength(0);
  });

  it("is a 404 for another broker's lead, 403 for the super admin and 401 for a visitor", async () => {
    const id = await newLead();
    const message = { subject: "Hello", body: "Hi" };
    expect((await sendEmail(id, message, agentB.cookie)).status).toBe(404);
    expect((await sendEmail(id, message, superAdmin.cookie)).status).toBe(403);
    expect((await sendEmail(id, message, undefined)).status).toBe(401);
    expect(await notificationsOf(id, "client_email")).toHaveLength(0);
  });
});

describe("personal data erasure", () => {
  it("removes the lead's notes, its timeline (the e-mails written to the client) and their queued messages", async () => {
    const email = "erase.workspace@example.ca";
    const id = await newLead({ clientEmail: email });
    expect(
      (await addNote(dashboard(id), "Spoke with the client about their divorce.", agentA.cookie)).status,
    ).toBe(201);
    expect(
      (await sendEmail(id, { subject: "Documents", body: "Please send your T4." }, agentA.cookie)).status,
    ).toBe(201);
    expect((await patch(dashboard(id), { status: "contacted" }, agentA.cookie)).status).toBe(200);

    const erased = await t.request("/api/admin/leads/erasure", {
      method: "POST",
      json: { email },
      cookie: superAdmin.cookie,
    });
    expect(erased.status).toBe(200);
    const db = t.deps.db;
    expect(await db.select().from(leadNotes).where(eq(leadNotes.leadId, id))).toHaveLength(0);
    expect(await db.select().from(leadEvents).where(eq(leadEvents.leadId, id))).toHaveLength(0);
    expect(await db.select().from(notifications).where(eq(notifications.recipient, email))).toHaveLength(0);
    expect((await detail(admin(id), superAdmin.cookie)).res.status).toBe(404);
  });
});
