import type { NewLead } from "../../db/schema";
import type { AppDeps } from "../../http/context";
import { leadNotificationRows, leadRecipient } from "../../notifications/lead-notifications";
import type { LeadAgent } from "../agents/queries";
import { newLeadRow, storeLead } from "./store-lead";

/**
 * Stores a form's lead and queues its notifications in one statement, then wakes the sender: the
 * visitor's answer never waits for a mail server, and a lead is never stored without its e-mail.
 * `agent` is the active agent the form assigned it to (values.agentId), as read when it was checked;
 * `linkOrigin` is where the e-mail's link points (emailLinkOrigin), null for an e-mail without one.
 */
export async function saveLead(
  deps: Pick<AppDeps, "db" | "config" | "notifications">,
  linkOrigin: string | null,
  values: Omit<NewLead, "agentId">,
  agent: LeadAgent | null,
): Promise<string> {
  const { db, config, notifications } = deps;
  const to = await leadRecipient(db, config, agent);
  const lead = newLeadRow({ ...values, agentId: agent?.id ?? null });
  await storeLead(db, lead, leadNotificationRows(config, lead, linkOrigin, agent, to));
  notifications.wake();
  return lead.id;
}
