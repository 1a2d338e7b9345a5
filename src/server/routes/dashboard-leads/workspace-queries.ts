import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { LeadEventData, LeadEventDataByKind, LeadEventKind } from "../../../domain/lead-events";
import type { Database } from "../../db/client";
import { agents, leadEvents, leadNotes, leads, type Lead } from "../../db/schema";
import type { Actor } from "../../deps";
import type { LeadWithAgent } from "../leads/queries";

/**
 * The lead workspace's reads and writes (issue 47), shared by the broker's dashboard and the super admin's
 * panel. `scope` is the caller's own agent id on the dashboard, undefined for the super admin, who sees every
 * lead: a lead out of scope is not found, so another broker's lead, its notes and its events do not exist.
 */
export type LeadScope = string | undefined;

function leadInScope(id: string, scope: LeadScope): SQL {
  return scope === undefined ? eq(leads.id, id) : and(eq(leads.id, id), eq(leads.agentId, scope))!;
}

export type LeadNote = typeof leadNotes.$inferSelect;
export type LeadEvent = typeof leadEvents.$inferSelect;

export interface LeadWorkspace extends LeadWithAgent {
  /** The zone the lead's broker counts their days in (their profile's); null for an unassigned lead. */
  agentTimeZone: string | null;
  notes: LeadNote[];
  events: LeadEvent[];
}

/** The lead with its broker, notes and events, oldest first; null when out of scope or unknown. */
export async function findLeadWorkspace(
  db: Database,
  id: string,
  scope: LeadScope,
): Promise<LeadWorkspace | null> {
  const rows = await db
    .select({
      lead: leads,
      agent: { id: agents.id, name: agents.name },
      agentTimeZone: agents.timeZone,
    })
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(leadInScope(id, scope))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const [notes, events] = await Promise.all([
    db
      .select()
      .from(leadNotes)
      .where(eq(leadNotes.leadId, id))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
    db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, id))
      .orderBy(asc(leadEvents.createdAt), asc(leadEvents.id)),
  ]);
  return { ...row, notes, events };
}

/**
 * The lead locked for a change (FOR UPDATE), so two changes at once each compare with what the other left
 * and the timeline records each change once; null when out of scope or unknown.
 */
export async function lockLead(tx: Database, id: string, scope: LeadScope): Promise<Lead | null> {
  const rows = await tx.select().from(leads).where(leadInScope(id, scope)).limit(1).for("update");
  return rows[0] ?? null;
}

/** Whether the caller can see the lead: its broker on the dashboard, anyone in the super admin's panel. */
export async function leadIsVisible(db: Database, id: string, scope: LeadScope): Promise<boolean> {
  const rows = await db.select({ id: leads.id }).from(leads).where(leadInScope(id, scope)).limit(1);
  return rows.length > 0;
}

/** The name the timeline gives the caller: their broker name when they have one, else their profile's. */
export async function actorDisplayName(db: Database, actor: Actor): Promise<string> {
  if (!actor.agentId) return actor.fullName;
  const rows = await db
    .select({ name: agents.name })
    .from(agents)
    .where(eq(agents.id, actor.agentId))
    .limit(1);
  return rows[0]?.name ?? actor.fullName;
}

/** Who did it, as an event keeps it: the account, and the name it went by then. */
export interface EventActor {
  userId: string;
  name: string;
}

/** One event of the lead's timeline, its data checked against its kind. */
export interface NewLeadEvent<K extends LeadEventKind = LeadEventKind> {
  kind: K;
  data: LeadEventDataByKind[K];
}

/**
 * Records what happened to a lead, in the caller's transaction with the change itself. The transaction's
 * now() is the same for every row, so each is a microsecond after the one before: the timeline keeps the
 * order they happened in.
 */
export async function recordLeadEvents(
  tx: Database,
  leadId: string,
  actor: EventActor,
  events: NewLeadEvent[],
): Promise<LeadEvent[]> {
  if (events.length === 0) return [];
  return tx
    .insert(leadEvents)
    .values(
      events.map((event, index) => ({
        leadId,
        createdAt: sql`now() + ${index}::int * interval '1 microsecond'`,
        kind: event.kind,
        data: event.data as LeadEventData,
        actorUserId: actor.userId,
        actorName: actor.name,
      })),
    )
    .returning();
}

export async function insertNote(
  db: Database,
  leadId: string,
  author: EventActor,
  body: string,
): Promise<LeadNote> {
  const [note] = await db
    .insert(leadNotes)
    .values({ leadId, authorUserId: author.userId, authorName: author.name, body })
    .returning();
  return note!;
}

/** A note of a lead the caller can see; null when there is none by that id on that lead. */
export async function findNote(
  db: Database,
  leadId: string,
  noteId: string,
  scope: LeadScope,
): Promise<LeadNote | null> {
  const rows = await db
    .select({ note: leadNotes })
    .from(leadNotes)
    .innerJoin(leads, eq(leads.id, leadNotes.leadId))
    .where(and(eq(leadNotes.id, noteId), leadInScope(leadId, scope)))
    .limit(1);
  return rows[0]?.note ?? null;
}

/** Changes a note's text, only its author's; null when it is not theirs (or no longer exists). */
export async function updateOwnNote(
  db: Database,
  noteId: string,
  authorUserId: string,
  body: string,
): Promise<LeadNote | null> {
  const rows = await db
    .update(leadNotes)
    .set({ body, updatedAt: new Date() })
    .where(and(eq(leadNotes.id, noteId), eq(leadNotes.authorUserId, authorUserId)))
    .returning();
  return rows[0] ?? null;
}

/** Deletes a note, only its author's; false when it is not theirs (or no longer exists). */
export async function deleteOwnNote(db: Database, noteId: string, authorUserId: string): Promise<boolean> {
  const rows = await db
    .delete(leadNotes)
    .where(and(eq(leadNotes.id, noteId), eq(leadNotes.authorUserId, authorUserId)))
    .returning({ id: leadNotes.id });
  return rows.length > 0;
}
