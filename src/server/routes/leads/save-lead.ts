import type { AppDeps } from "../../deps";
import { leads, type Lead, type NewLead } from "../../db/schema";
import { leadNotificationRows, leadRecipient } from "../../notifications/lead-notifications";
import { queueNotifications } from "../../notifications/queue";
import type { LeadAgent } from "../agents/queries";

/** A new lead as a form or the chat hands it over. */
export interface LeadToSave {
  values: Omit<NewLead, "agentId">;
  /** The active agent it is assigned to, as read when it was checked; null for the brokerage's inbox. */
  agent: LeadAgent | null;
  /** Where the e-mail's link points (emailLinkOrigin); null for an e-mail without one. */
  linkOrigin: string | null;
}

/**
 * Stores a lead and queues its notifications in one transaction, then wakes the sender: the
 * visitor's answer never waits for a mail server, and a lead is never stored without its e-mail.
 * Null when a lead of the same chat conversation already exists (its unique conversation_id): that
 * lead was announced when it was stored, so nothing is stored or queued.
 */
export async function saveLead(
  deps: Pick<AppDeps, "db" | "config" | "notifications">,
  { values, agent, linkOrigin }: LeadToSave,
): Promise<Lead | null> {
  const { db, config, notifications } = deps;
  const to = await leadRecipient(db, config, agent);
  const saved = await db.transaction(async (tx) => {
    const [lead] = await tx
      .insert(leads)
      .values({ ...values, agentId: agent?.id ?? null })
      .onConflictDoNothing({ target: leads.conversationId })
      .returning();
    if (!lead) return null;
    await queueNotifications(tx, leadNotificationRows(config, lead, linkOrigin, agent, to));
    return lead;
  });
  if (saved) notifications.wake();
  return saved;
}
