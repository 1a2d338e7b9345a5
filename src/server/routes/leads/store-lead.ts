import { randomUUID } from "node:crypto";
import { getTableColumns, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { statement } from "../../db/statement";
import { leads, notifications, type Lead, type NewLead } from "../../db/schema";
import type { LeadNotificationRow } from "../../notifications/lead-notifications";

/**
 * A new lead as it will be stored, every column given: its id and time are made here, so its e-mail
 * can be composed before it is stored, and the row it is composed from is the row stored.
 */
export function newLeadRow(values: NewLead, now = new Date()): Lead {
  return {
    id: values.id ?? randomUUID(),
    agentId: values.agentId ?? null,
    clientName: values.clientName,
    clientEmail: values.clientEmail ?? null,
    clientPhone: values.clientPhone ?? null,
    type: values.type,
    source: values.source,
    message: values.message ?? null,
    status: values.status ?? "new",
    notes: values.notes ?? null,
    metadata: values.metadata ?? {},
    conversationId: values.conversationId ?? null,
    createdAt: values.createdAt ?? now,
  };
}

const LEAD_KEYS = Object.keys(getTableColumns(leads)) as (keyof Lead)[];
/** What a lead's notification gives; the other columns keep their defaults (pending, no attempt yet). */
const NOTIFICATION_KEYS = ["channel", "kind", "recipient", "subject", "payload", "nextAttemptAt"] as const;
/** The placeholders' names: `lead.<column>`, and `<index>.<column>` for the index-th notification. */
const leadPlaceholder = (key: keyof Lead) => `lead.${key}`;
const notificationPlaceholder = (index: number, key: (typeof NOTIFICATION_KEYS)[number]) => `${index}.${key}`;
/** The same names, written once rather than for every lead: [column, placeholder] pairs. */
const LEAD_PLACEHOLDERS = LEAD_KEYS.map((key) => [key, leadPlaceholder(key)] as const);
const notificationPlaceholders = (index: number) =>
  NOTIFICATION_KEYS.map((key) => [key, notificationPlaceholder(index, key)] as const);
/** A lead has at most two notifications (its e-mail and the CRM webhook). */
const NOTIFICATION_PLACEHOLDERS = [notificationPlaceholders(0), notificationPlaceholders(1)];

/** The statement storing a lead with `count` notifications, written once per count. */
function storeStatement(count: number) {
  return statement(
    (db) => {
      const lead = Object.fromEntries(LEAD_KEYS.map((key) => [key, sql.placeholder(leadPlaceholder(key))]));
      const insertLead = db.insert(leads).values(lead as unknown as NewLead);
      if (count === 0) return insertLead;
      const rows = Array.from({ length: count }, (_, index) => ({
        ...Object.fromEntries(
          NOTIFICATION_KEYS.map((key) => [key, sql.placeholder(notificationPlaceholder(index, key))]),
        ),
        leadId: sql.placeholder(leadPlaceholder("id")),
      }));
      return db
        .with(db.$with("lead").as(insertLead))
        .insert(notifications)
        .values(rows as unknown as (typeof notifications.$inferInsert)[])
        .onConflictDoNothing();
    },
    { name: `store_lead_${count}` },
  );
}

const statements: ReturnType<typeof storeStatement>[] = [];

/**
 * Stores a lead and its notifications in one statement (a data-modifying WITH): together or not at
 * all, without a transaction to hold open. PostgreSQL checks each notification's reference to the
 * lead when the statement ends, after both inserts (docs/decisions/0052). A lead's notification the
 * queue already holds on that channel is skipped, as `queueNotifications` skips it.
 */
export async function storeLead(db: Database, lead: Lead, rows: LeadNotificationRow[]): Promise<void> {
  const values: Record<string, unknown> = {};
  for (const [key, name] of LEAD_PLACEHOLDERS) values[name] = lead[key];
  // Due now by this process's clock, the one the worker compares with (see queueNotifications).
  const now = new Date();
  rows.forEach((row, index) => {
    if (row.leadId !== lead.id) throw new Error("a lead's notification must name that lead");
    const names = NOTIFICATION_PLACEHOLDERS[index] ?? notificationPlaceholders(index);
    for (const [key, name] of names) values[name] = key === "nextAttemptAt" ? now : row[key];
  });
  statements[rows.length] ??= storeStatement(rows.length);
  await statements[rows.length]!(db, values);
}
