import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, notifications, type Lead } from "../../src/server/db/schema";
import type { LeadNotificationRow } from "../../src/server/notifications/lead-notifications";
import { newLeadRow, storeLead } from "../../src/server/routes/leads/store-lead";
import { createTestContext, type TestContext } from "./harness";

let t: TestContext;
let agentId: string;

beforeAll(async () => {
  t = await createTestContext();
  agentId = (await t.signInAs("agent")).agentId!;
});
afterAll(() => t.close());

function emailFor(lead: Lead): LeadNotificationRow {
  return {
    channel: "email",
    kind: "new_lead",
    leadId: lead.id,
    recipient: "broker@example.ca",
    subject: `New application lead: ${lead.clientName}`,
    payload: { to: "broker@example.ca", subject: "New application lead", text: "t", html: "<p>h</p>" },
  };
}

function webhookFor(lead: Lead): LeadNotificationRow {
  return {
    channel: "webhook",
    kind: "new_lead",
    leadId: lead.id,
    recipient: "https://crm.example.ca/hooks/leads",
    subject: "lead.created",
    payload: {
      url: "https://crm.example.ca/hooks/leads",
      event: "lead.created",
      body: JSON.stringify({ id: lead.id }),
    },
  };
}

async function stored(id: string) {
  const [lead] = await t.deps.db.select().from(leads).where(eq(leads.id, id));
  const queued = await t.deps.db.select().from(notifications).where(eq(notifications.leadId, id));
  return { lead, queued };
}

describe("storeLead", () => {
  it("stores exactly the row the lead's e-mail was composed from, with its e-mail and webhook", async () => {
    const lead = newLeadRow({
      agentId,
      clientName: "Amélie Tremblay",
      clientEmail: "amelie@example.ca",
      clientPhone: null,
      type: "application",
      source: "website",
      message: "Bonjour",
      metadata: { mortgage_amount: 450_000, property_address: "12 rue Main, Montréal" },
    });
    expect(lead).toMatchObject({ status: "new", notes: null, conversationId: null });
    await storeLead(t.deps.db, lead, [emailFor(lead), webhookFor(lead)]);
    const { lead: row, queued } = await stored(lead.id);
    // Every column, the time to the millisecond: nothing was left to a default the app did not see.
    expect(row).toEqual(lead);
    expect(queued.map((n) => n.channel).sort()).toEqual(["email", "webhook"]);
    for (const notification of queued) {
      expect(notification).toMatchObject({ status: "pending", attempts: 0, lockedUntil: null, sentAt: null });
      expect(notification.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    expect(queued.find((n) => n.channel === "email")!.payload).toEqual(emailFor(lead).payload);
  });

  it("stores a lead with nowhere to announce it on its own", async () => {
    const lead = newLeadRow({ clientName: "Unannounced", type: "contact", source: "contact_form" });
    await storeLead(t.deps.db, lead, []);
    const { lead: row, queued } = await stored(lead.id);
    expect(row).toEqual(lead);
    expect(queued).toEqual([]);
  });

  it("stores neither the lead nor any notification when one of them fails, and reports the statement", async () => {
    const lead = newLeadRow({ clientName: "Half Stored", type: "application", source: "website" });
    const broken = { ...webhookFor(lead), channel: "fax" } as unknown as LeadNotificationRow;
    const failure = storeLead(t.deps.db, lead, [emailFor(lead), broken]);
    await expect(failure).rejects.toBeInstanceOf(DrizzleQueryError);
    await expect(failure).rejects.toMatchObject({
      query: expect.stringMatching(/^with "lead" as \(insert into "leads" /),
      cause: { code: "23514", constraint: "notifications_channel_check" },
    });
    expect(await stored(lead.id)).toEqual({ lead: undefined, queued: [] });
  });

  it("refuses a notification that names another lead before storing anything", async () => {
    const lead = newLeadRow({ clientName: "Misaddressed", type: "application", source: "website" });
    const other = { ...emailFor(lead), leadId: randomUUID() };
    await expect(storeLead(t.deps.db, lead, [other])).rejects.toThrow("must name that lead");
    expect(await stored(lead.id)).toEqual({ lead: undefined, queued: [] });
  });

  it("keeps a lead's id unique: the same lead stored twice fails the second time", async () => {
    const lead = newLeadRow({ clientName: "Twice", type: "application", source: "website" });
    await storeLead(t.deps.db, lead, [emailFor(lead)]);
    await expect(storeLead(t.deps.db, lead, [emailFor(lead)])).rejects.toMatchObject({
      cause: { code: "23505" },
    });
    expect((await stored(lead.id)).queued).toHaveLength(1);
  });
});
