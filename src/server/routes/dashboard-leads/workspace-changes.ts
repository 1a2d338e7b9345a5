import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AdminLeadUpdate, DashboardLeadUpdate } from "../../../domain/schemas/lead-workspace";
import { say } from "../../../i18n/translate";
import type { Database } from "../../db/client";
import { agents, leads, type Lead } from "../../db/schema";
import type { AppDeps } from "../../deps";
import { fieldMessage, HttpError } from "../../http/errors";
import { clientEmailPayload } from "../../notifications/client-email";
import { leadEmailRow, leadRecipient } from "../../notifications/lead-notifications";
import { queueNotifications } from "../../notifications/queue";
import { findActiveLeadAgent } from "../agents/queries";
import {
  lockLead,
  recordLeadEvents,
  type EventActor,
  type LeadEvent,
  type NewLeadEvent,
} from "./workspace-queries";

/**
 * The lead workspace's changes (issue 47): each one locks the lead, compares with what it holds, writes the
 * change and records on the timeline only what really changed, all in one transaction.
 */

function fieldError(field: string, message: string): HttpError {
  return new HttpError(400, fieldMessage(field, message), "invalid_request", field);
}

type LeadChanges = Partial<Pick<Lead, "status" | "agentId" | "followUpAt" | "followUpNote">>;

interface Change {
  values: LeadChanges;
  events: NewLeadEvent[];
}

function statusChange(lead: Lead, status: Lead["status"] | undefined, change: Change): void {
  if (status === undefined || status === lead.status) return;
  change.values.status = status;
  change.events.push({ kind: "status_changed", data: { from: lead.status, to: status } });
}

/**
 * A follow-up set, moved, re-worded or cleared. Its note lives only with a date: a note alone changes the
 * note of the follow-up already set, and is refused when none is.
 */
function followUpChange(lead: Lead, input: DashboardLeadUpdate, change: Change): void {
  if (input.follow_up_at === null) {
    if (lead.followUpAt === null && lead.followUpNote === null) return;
    change.values.followUpAt = null;
    change.values.followUpNote = null;
    if (lead.followUpAt !== null) change.events.push({ kind: "follow_up_cleared", data: {} });
    return;
  }
  if (input.follow_up_at === undefined && input.follow_up_note === undefined) return;
  const at = input.follow_up_at ?? lead.followUpAt;
  if (at === null) throw fieldError("follow_up_note", say("errors.followUpNoteWithoutDate"));
  const note = input.follow_up_note === undefined ? lead.followUpNote : input.follow_up_note;
  if (at.getTime() === lead.followUpAt?.getTime() && note === lead.followUpNote) return;
  change.values.followUpAt = at;
  change.values.followUpNote = note;
  change.events.push({
    kind: "follow_up_set",
    data: { at: at.toISOString(), ...(note !== null && { note }) },
  });
}

async function applyChange(tx: Database, lead: Lead, actor: EventActor, change: Change): Promise<Lead> {
  if (change.events.length === 0 && Object.keys(change.values).length === 0) return lead;
  const [updated] = await tx.update(leads).set(change.values).where(eq(leads.id, lead.id)).returning();
  await recordLeadEvents(tx, lead.id, actor, change.events);
  return updated!;
}

/** PATCH /api/dashboard/leads/:id: the broker's status and follow-up; null when not their lead. */
export function updateLeadAsBroker(
  db: Database,
  id: string,
  agentId: string,
  input: DashboardLeadUpdate,
  actor: EventActor,
): Promise<Lead | null> {
  return db.transaction(async (tx) => {
    const lead = await lockLead(tx, id, agentId);
    if (!lead) return null;
    const change: Change = { values: {}, events: [] };
    statusChange(lead, input.status, change);
    followUpChange(lead, input, change);
    return applyChange(tx, lead, actor, change);
  });
}

async function agentName(db: Database, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const rows = await db.select({ name: agents.name }).from(agents).where(eq(agents.id, id)).limit(1);
  return rows[0]?.name ?? null;
}

/**
 * PATCH /api/admin/leads/:id: the super admin hands the lead to an active broker, takes it back, and/or sets
 * its status; null when no lead has this id. A broker newly given the lead is e-mailed about it, in their
 * language and with its figures, through the queue in the same transaction; the client is not told.
 */
export async function updateLeadAsAdmin(
  deps: Pick<AppDeps, "db" | "config" | "notifications">,
  id: string,
  input: AdminLeadUpdate,
  actor: EventActor,
  /** The site's address for the e-mail's link (emailLinkOrigin). */
  linkOrigin: string | null,
): Promise<Lead | null> {
  const { db, config } = deps;
  let queued = false;
  const updated = await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id, undefined);
    if (!lead) return null;
    const change: Change = { values: {}, events: [] };
    statusChange(lead, input.status, change);
    const agentId = input.agent_id;
    if (agentId === undefined || agentId === lead.agentId) return applyChange(tx, lead, actor, change);

    const previousAgentName = await agentName(tx, lead.agentId);
    if (agentId === null) {
      change.values.agentId = null;
      change.events.push({ kind: "unassigned", data: { previousAgentName: previousAgentName ?? "" } });
      return applyChange(tx, lead, actor, change);
    }
    const agent = await findActiveLeadAgent(tx, agentId);
    if (!agent) throw fieldError("agent_id", say("errors.agentNotAssignable"));
    change.values.agentId = agent.id;
    change.events.push({
      kind: "assigned",
      data: { agentId: agent.id, agentName: agent.name, ...(previousAgentName && { previousAgentName }) },
    });
    const saved = await applyChange(tx, lead, actor, change);
    const to = await leadRecipient(tx, config, agent);
    if (to) {
      await queueNotifications(tx, [leadEmailRow(config, saved, linkOrigin, agent, to, "lead_assigned")]);
      queued = true;
    }
    return saved;
  });
  if (queued) deps.notifications.wake();
  return updated;
}

/** The broker writing: their name and their own address, for From and Reply-To. */
export interface ClientEmailSender {
  agentId: string;
  actor: EventActor;
}

/**
 * POST /api/dashboard/leads/:id/emails: one e-mail to the client of one of the broker's leads, queued with
 * its timeline entry in one transaction; null when not their lead. A lead without an e-mail address is a
 * 400 naming client_email.
 */
export async function emailClient(
  deps: Pick<AppDeps, "db" | "config" | "notifications">,
  id: string,
  sender: ClientEmailSender,
  message: { subject: string; body: string },
): Promise<LeadEvent | null> {
  const { db, config } = deps;
  const event = await db.transaction(async (tx) => {
    const lead = await lockLead(tx, id, sender.agentId);
    if (!lead) return null;
    if (!lead.clientEmail) throw fieldError("client_email", say("errors.leadHasNoEmail"));
    const [broker] = await tx
      .select({ name: agents.name, email: agents.email })
      .from(agents)
      .where(eq(agents.id, sender.agentId));
    const payload = clientEmailPayload({
      to: lead.clientEmail,
      subject: message.subject,
      body: message.body,
      broker: broker!,
      brokerageName: config.legal.brokerageName,
    });
    // Its id is chosen here so the timeline can name the queued row in the same transaction.
    const notificationId = randomUUID();
    await queueNotifications(tx, [
      {
        id: notificationId,
        channel: "email",
        kind: "client_email",
        leadId: lead.id,
        recipient: payload.to,
        subject: payload.subject,
        payload,
      },
    ]);
    const [recorded] = await recordLeadEvents(tx, lead.id, sender.actor, [
      {
        kind: "email_sent",
        data: { to: payload.to, subject: payload.subject, body: message.body, notificationId },
      },
    ]);
    return recorded!;
  });
  if (event) deps.notifications.wake();
  return event;
}
