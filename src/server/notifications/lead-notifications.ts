import { asc, eq } from "drizzle-orm";
import { localeOfLanguage, pathInLocale, type Locale } from "../../i18n/locale";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { authUser } from "../db/auth-schema";
import { profiles, type Lead, type NewNotification } from "../db/schema";
import type { LeadAgent } from "../routes/agents/queries";
import { leadEmail } from "./lead-email";
import { leadWebhookBody, LEAD_CREATED_EVENT } from "./webhook";

/** The brokerage's inbox for leads nobody is assigned to: LEADS_INBOX, else the first super admin. */
async function unassignedInbox(db: Database, config: Config): Promise<string | null> {
  if (config.leadsInbox) return config.leadsInbox;
  const rows = await db
    .select({ email: authUser.email })
    .from(profiles)
    .innerJoin(authUser, eq(authUser.id, profiles.id))
    .where(eq(profiles.role, "super_admin"))
    .orderBy(asc(authUser.createdAt))
    .limit(1);
  return rows[0]?.email ?? null;
}

/**
 * Where the lead opens: its detail in the broker's dashboard, or in the super admin's panel for an unassigned
 * one, in the language of the e-mail that links to it.
 */
export function leadUrl(
  origin: string | null,
  leadId: string,
  assigned: boolean,
  locale: Locale = "en-CA",
): string | null {
  if (origin === null) return null;
  const panel = assigned ? "/agent-dashboard" : "/super-admin";
  return `${origin}${pathInLocale(`${panel}/leads/${encodeURIComponent(leadId)}`, locale)}`;
}

/**
 * Where a new lead's e-mail goes: its broker's CRM address, else their own, or the brokerage's inbox
 * for a lead nobody is assigned to; null when there is nowhere to send it.
 */
export async function leadRecipient(
  db: Database,
  config: Config,
  agent: LeadAgent | null,
): Promise<string | null> {
  return agent ? (agent.crmEmail ?? agent.email) : unassignedInbox(db, config);
}

/** A lead's notification as composed for it: what the queue stores besides its defaults. */
export type LeadNotificationRow = Required<
  Pick<NewNotification, "channel" | "kind" | "recipient" | "subject" | "payload">
> & { leadId: string };

/**
 * The e-mail telling a broker (or the brokerage's inbox, for an unassigned lead) of a lead: a new one, or one
 * the super admin handed them. The broker reads it in the language they chose; replying reaches the client.
 */
export function leadEmailRow(
  config: Config,
  lead: Lead,
  origin: string | null,
  agent: LeadAgent | null,
  to: string,
  kind: "new_lead" | "lead_assigned",
): LeadNotificationRow {
  // The brokerage's inbox reads the product's default language; a broker reads the one they chose.
  const locale = localeOfLanguage(agent?.preferredLanguage ?? "en");
  const email = leadEmail({
    lead,
    agentName: agent?.name ?? null,
    leadUrl: leadUrl(origin, lead.id, agent !== null, locale),
    brokerageName: config.legal.brokerageName,
    locale,
    reason: kind,
  });
  return {
    channel: "email",
    kind,
    leadId: lead.id,
    recipient: to,
    subject: email.subject,
    payload: { to, ...email, ...(lead.clientEmail && { replyTo: lead.clientEmail }) },
  };
}

/** A new lead's notifications: its e-mail to `to` (when there is one) and the CRM webhook when one is set. */
export function leadNotificationRows(
  config: Config,
  lead: Lead,
  /** The site's address for links (emailLinkOrigin); null: the e-mail says where to look instead. */
  origin: string | null,
  agent: LeadAgent | null,
  to: string | null,
): LeadNotificationRow[] {
  const url = leadUrl(origin, lead.id, agent !== null);
  const rows: LeadNotificationRow[] = [];
  if (to) rows.push(leadEmailRow(config, lead, origin, agent, to, "new_lead"));
  if (config.leadWebhook) {
    rows.push({
      channel: "webhook",
      kind: "new_lead",
      leadId: lead.id,
      recipient: config.leadWebhook.url,
      subject: LEAD_CREATED_EVENT,
      payload: {
        url: config.leadWebhook.url,
        event: LEAD_CREATED_EVENT,
        body: leadWebhookBody(lead, agent, url),
      },
    });
  }
  return rows;
}
