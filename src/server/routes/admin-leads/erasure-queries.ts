import { desc, eq, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { CHATBOT_LEAD_SOURCE_ALIASES } from "../../../domain/constants";
import {
  ERASE_PERSONAL_DATA_ACTION,
  erasureTotal,
  type ErasureCounts,
} from "../../../domain/schemas/personal-data";
import type { Database } from "../../db/client";
import { agents, auditLog, leads, newsletterSubscriptions } from "../../db/schema";
import type { Actor } from "../../deps";

/** The preview lists this many of the newest matching leads; its counts cover them all. */
export const ERASURE_PREVIEW_LIMIT = 20;

/**
 * The leads holding this (lower-cased) address: as the client's address, or as the address the chat
 * assistant read from a conversation (metadata.email), however the visitor typed it (case, spaces).
 */
function leadsHolding(email: string): SQL {
  return or(
    sql`lower(btrim(${leads.clientEmail})) = ${email}`,
    sql`lower(btrim(${leads.metadata} ->> 'email')) = ${email}`,
  )!;
}

/** A chat assistant's lead: its notes are the conversation's transcript. */
const isChatLead = or(
  inArray(leads.source, [...CHATBOT_LEAD_SOURCE_ALIASES]),
  isNotNull(leads.conversationId),
)!;

const subscriptionOf = (email: string) => eq(newsletterSubscriptions.email, email);

export interface ErasurePreview {
  counts: ErasureCounts;
  leads: {
    id: string;
    clientName: string;
    type: string;
    chat: boolean;
    createdAt: Date;
    agentName: string | null;
  }[];
}

/** What an erasure of this address would remove, without removing anything. */
export async function previewErasure(db: Database, email: string): Promise<ErasurePreview> {
  const [totals, listed, subscriptions] = await Promise.all([
    db
      .select({
        all: sql<number>`count(*)::int`,
        chat: sql<number>`(count(*) filter (where ${isChatLead}))::int`,
      })
      .from(leads)
      .where(leadsHolding(email)),
    db
      .select({
        id: leads.id,
        clientName: leads.clientName,
        type: leads.type,
        chat: sql<boolean>`${isChatLead}`,
        createdAt: leads.createdAt,
        agentName: agents.name,
      })
      .from(leads)
      .leftJoin(agents, eq(agents.id, leads.agentId))
      .where(leadsHolding(email))
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(ERASURE_PREVIEW_LIMIT),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(newsletterSubscriptions)
      .where(subscriptionOf(email)),
  ]);
  const all = totals[0]?.all ?? 0;
  const chat = totals[0]?.chat ?? 0;
  return {
    counts: { leads: all - chat, chat_leads: chat, newsletter: subscriptions[0]?.count ?? 0 },
    leads: listed,
  };
}

/**
 * Erases every lead (a chat lead's transcript is its notes, so it goes with the row) and the
 * newsletter subscription of this address, and records who did it, in one transaction: either all
 * of it happens or none. Nothing found means nothing erased and no audit line.
 */
export async function erasePersonalData(db: Database, email: string, actor: Actor): Promise<ErasureCounts> {
  return db.transaction(async (tx) => {
    const removedLeads = await tx
      .delete(leads)
      .where(leadsHolding(email))
      .returning({ chat: sql<boolean>`${isChatLead}` });
    const removedSubscriptions = await tx
      .delete(newsletterSubscriptions)
      .where(subscriptionOf(email))
      .returning({ id: newsletterSubscriptions.id });
    const chat = removedLeads.filter((row) => row.chat).length;
    const counts: ErasureCounts = {
      leads: removedLeads.length - chat,
      chat_leads: chat,
      newsletter: removedSubscriptions.length,
    };
    if (erasureTotal(counts) > 0) {
      await tx.insert(auditLog).values({
        action: ERASE_PERSONAL_DATA_ACTION,
        actorId: actor.userId,
        actorEmail: actor.email,
        // Only the counts: the log must not keep what the person asked to have erased, so their
        // address (or anything else that points back to them) is never written here.
        details: { ...counts },
      });
    }
    return counts;
  });
}

export interface ErasureLogEntry {
  id: string;
  actorEmail: string;
  createdAt: Date;
  details: Record<string, unknown>;
}

/** The newest erasures first, for the panel's history. */
export function recentErasures(db: Database, limit: number): Promise<ErasureLogEntry[]> {
  return db
    .select({
      id: auditLog.id,
      actorEmail: auditLog.actorEmail,
      createdAt: auditLog.createdAt,
      details: auditLog.details,
    })
    .from(auditLog)
    .where(eq(auditLog.action, ERASE_PERSONAL_DATA_ACTION))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
