import type { Context } from "hono";
import type { NewLead } from "../../db/schema";
import type { AppEnv } from "../../http/context";
import { emailLinkOrigin } from "../../http/site-origin";
import { leadNotificationRows, leadRecipient } from "../../notifications/lead-notifications";
import type { LeadAgent } from "../agents/queries";
import { newLeadRow, storeLead } from "./store-lead";

/**
 * Stores a form's lead and queues its notifications in one statement, then wakes the sender: the
 * visitor's answer never waits for a mail server, and a lead is never stored without its e-mail.
 * `agent` is the active agent the form assigned it to (values.agentId), as read when it was checked.
 */
export async function saveLead(
  c: Context<AppEnv>,
  values: Omit<NewLead, "agentId">,
  agent: LeadAgent | null,
): Promise<string> {
  const { db, config, notifications } = c.get("deps");
  const origin = emailLinkOrigin(c);
  const to = await leadRecipient(db, config, agent);
  const lead = newLeadRow({ ...values, agentId: agent?.id ?? null });
  await storeLead(db, lead, leadNotificationRows(config, lead, origin, agent, to));
  notifications.wake();
  return lead.id;
}
