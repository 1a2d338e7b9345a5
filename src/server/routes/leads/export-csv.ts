import type { Context } from "hono";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { CHATBOT_LEAD_SOURCE, isChatbotSource } from "../../../domain/constants";
import type { CsvValue } from "../../../domain/csv";
import type { LeadPosition } from "../../../domain/lead-cursor";
import type { LeadFilters } from "../../../domain/schemas/admin-leads";
import type { Database } from "../../db/client";
import { agents, leads } from "../../db/schema";
import type { AppEnv } from "../../deps";
import { csvAttachment, type CsvRecords } from "../../http/csv-response";
import { leadListConditions, leadPositionTime, listedAfter } from "./list-queries";

/**
 * The staff's CSV export of leads (the super admin's of every lead, an agent's of their own): read
 * in pages of `batchSize` and written to the response as each page arrives, so 100,000 leads never
 * sit in memory at once.
 */

/** Rows per query: large enough that the queries cost little next to the writing, small enough to hold. */
export const LEADS_EXPORT_BATCH_SIZE = 500;

const exportedFields = {
  id: leads.id,
  clientName: leads.clientName,
  clientEmail: leads.clientEmail,
  clientPhone: leads.clientPhone,
  type: leads.type,
  source: leads.source,
  status: leads.status,
  message: leads.message,
  createdAt: leads.createdAt,
  metadata: leads.metadata,
  followUpAt: leads.followUpAt,
  agentName: agents.name,
  /** With the id, the position the next page continues after. */
  positionTime: leadPositionTime,
};

export type ExportedLead = Awaited<ReturnType<typeof readPage>>[number];

export interface LeadsExportScope {
  filters: LeadFilters;
  /** The agent whose own leads these are; undefined for every agent's (the super admin). */
  agentId?: string;
}

function readPage(db: Database, scope: LeadsExportScope, after: LeadPosition | null, limit: number) {
  const conditions: (SQL | undefined)[] = [leadListConditions(scope.filters, scope.agentId)];
  if (after) conditions.push(listedAfter(after));
  return db
    .select(exportedFields)
    .from(leads)
    .leftJoin(agents, eq(agents.id, leads.agentId))
    .where(and(...conditions))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}

/**
 * The leads of `scope`, newest first like the lists, one page at a time. Each page continues after
 * the last lead of the one before (keyset paging), so a lead added or removed during the export
 * shifts nothing and every query is as cheap as the first.
 */
export async function* leadPages(
  db: Database,
  scope: LeadsExportScope,
  batchSize = LEADS_EXPORT_BATCH_SIZE,
): AsyncGenerator<ExportedLead[]> {
  let after: LeadPosition | null = null;
  for (;;) {
    const rows = await readPage(db, scope, after, batchSize);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { time: last.positionTime, id: last.id };
  }
}

export interface LeadColumn {
  header: string;
  value(lead: ExportedLead): CsvValue;
}

const clientColumns: LeadColumn[] = [
  { header: "Client name", value: (lead) => lead.clientName },
  { header: "Email", value: (lead) => lead.clientEmail },
  { header: "Phone", value: (lead) => lead.clientPhone },
  { header: "Type", value: (lead) => lead.type },
  // Both chatbot spellings are reported as one source (DESIGN.md).
  { header: "Source", value: (lead) => (isChatbotSource(lead.source) ? CHATBOT_LEAD_SOURCE : lead.source) },
  { header: "Status", value: (lead) => lead.status },
];
const requestColumns: LeadColumn[] = [
  { header: "Message", value: (lead) => lead.message },
  { header: "Received", value: (lead) => lead.createdAt.toISOString() },
];

/** A figure of the metadata, which any form wrote as JSON: a number, or an empty cell. */
const figure = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** An amount to the cent: the metadata keeps the calculations at full precision. */
const money = (value: unknown): number | null => {
  const amount = figure(value);
  return amount === null ? null : Math.round(amount * 100) / 100;
};

/**
 * A quote's figures as the calculator showed them (empty for other leads), then the follow-up. A
 * renewal quote has no price, down payment or premium; its mortgage is the balance it renews. The
 * payment is the one at the quote's frequency (the metadata's monthlyPayment, named by the spec).
 */
const quoteAndFollowUpColumns: LeadColumn[] = [
  { header: "Price", value: (lead) => money(lead.metadata.price) },
  { header: "Down payment", value: (lead) => money(lead.metadata.downPayment) },
  { header: "CMHC premium", value: (lead) => money(lead.metadata.calculations?.cmhcInsurance) },
  {
    header: "Total mortgage",
    value: (lead) => money(lead.metadata.calculations?.totalMortgage ?? lead.metadata.mortgageBalance),
  },
  { header: "Rate (%)", value: (lead) => figure(lead.metadata.mortgageRate) },
  { header: "Amortization (years)", value: (lead) => figure(lead.metadata.amortization) },
  {
    header: "Payment frequency",
    value: (lead) =>
      typeof lead.metadata.paymentFrequency === "string" ? lead.metadata.paymentFrequency : null,
  },
  { header: "Payment", value: (lead) => money(lead.metadata.calculations?.monthlyPayment) },
  { header: "Follow-up", value: (lead) => lead.followUpAt?.toISOString() },
];

/** An agent's file: the fields of their leads list, then the quote's figures and the follow-up. */
export const OWN_LEADS_COLUMNS: readonly LeadColumn[] = [
  ...clientColumns,
  ...requestColumns,
  ...quoteAndFollowUpColumns,
];

/** The super admin's file: the same, with the assigned agent (empty when unassigned) after the status. */
export const ALL_LEADS_COLUMNS: readonly LeadColumn[] = [
  ...clientColumns,
  { header: "Agent", value: (lead) => lead.agentName },
  ...requestColumns,
  ...quoteAndFollowUpColumns,
];

async function* records(
  pages: AsyncGenerator<ExportedLead[]>,
  columns: readonly LeadColumn[],
): AsyncGenerator<CsvRecords> {
  for await (const page of pages) yield page.map((lead) => columns.map((column) => column.value(lead)));
}

/** `vayu-leads-2026-05-14.csv`, dated in UTC like the ISO timestamps inside. */
export function leadsCsvFileName(now = new Date()): string {
  return `vayu-leads-${now.toISOString().slice(0, 10)}.csv`;
}

/** The CSV download of the leads of `scope` with these columns. */
export function leadsCsvResponse(
  c: Context<AppEnv>,
  scope: LeadsExportScope,
  columns: readonly LeadColumn[],
): Promise<Response> {
  const pages = leadPages(c.get("deps").db, scope);
  return csvAttachment(
    c,
    leadsCsvFileName(),
    columns.map((column) => column.header),
    records(pages, columns),
  );
}
