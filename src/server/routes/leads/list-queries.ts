import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { CHATBOT_LEAD_SOURCE, CHATBOT_LEAD_SOURCE_ALIASES } from "../../../domain/constants";
import { encodeLeadCursor, type LeadPosition } from "../../../domain/lead-cursor";
import { tallyLeadFacets, type LeadCounts } from "../../../domain/lead-facets";
import type { LeadFilters } from "../../../domain/schemas/admin-leads";
import type { Database } from "../../db/client";
import { leads } from "../../db/schema";

/**
 * The WHERE of a staff list of leads: the filters, and `agentId` when the list is one agent's own
 * (undefined: every agent's leads, for the super admin).
 */
export function leadListConditions({ status, type, source }: LeadFilters, agentId?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (agentId !== undefined) conditions.push(eq(leads.agentId, agentId));
  if (status) conditions.push(eq(leads.status, status));
  if (type) conditions.push(eq(leads.type, type));
  if (source) {
    conditions.push(
      source === CHATBOT_LEAD_SOURCE
        ? inArray(leads.source, [...CHATBOT_LEAD_SOURCE_ALIASES])
        : eq(leads.source, source),
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** A lead's LeadPosition time, selected beside its row: created_at in UTC to the microsecond. */
export const leadPositionTime = sql<string>`to_char(${leads.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const newestFirst = [desc(leads.createdAt), desc(leads.id)];
const oldestFirst = [asc(leads.createdAt), asc(leads.id)];

/** The leads listed after `position`, newest first (on PostgreSQL, one range of the (created_at, id) index). */
export function listedAfter(position: LeadPosition): SQL {
  return sql`(${leads.createdAt}, ${leads.id}) < (${position.time}::timestamptz, ${position.id}::uuid)`;
}

function listedBefore(position: LeadPosition): SQL {
  return sql`(${leads.createdAt}, ${leads.id}) > (${position.time}::timestamptz, ${position.id}::uuid)`;
}

/** One page of a staff list: by offset, or after or before a position (see withLeadCursor). */
export interface LeadPage {
  limit: number;
  offset: number;
  after?: LeadPosition;
  before?: LeadPosition;
}

/**
 * The WHERE and ORDER BY that read `page` of the leads matching `conditions` (the query adds LIMIT
 * `page.limit`), and how to put its rows in list order. A page before a position is read oldest
 * first from it, then turned around. A page by offset picks its ids first: without a status, type
 * or source filter PostgreSQL then steps over the skipped leads in the (created_at, id) or (agent_id,
 * created_at, id) index alone, without reading their rows, so a deep page opened by its address
 * does not cost a read of every lead before it.
 */
export function leadPageWindow(db: Database, conditions: SQL | undefined, page: LeadPage) {
  const asRead = <T>(rows: T[]) => rows;
  if (page.before) {
    return {
      where: and(conditions, listedBefore(page.before)),
      orderBy: oldestFirst,
      inListOrder: <T>(rows: T[]) => rows.reverse(),
    };
  }
  if (page.after) {
    return { where: and(conditions, listedAfter(page.after)), orderBy: newestFirst, inListOrder: asRead };
  }
  const pageIds = db
    .select({ id: leads.id })
    .from(leads)
    .where(conditions)
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
  return { where: inArray(leads.id, pageIds), orderBy: newestFirst, inListOrder: asRead };
}

/**
 * The page's first and last leads as cursors: `before` the first reads the page before it, `after`
 * the last the page after it (null for an empty page). Whether there is such a page is the total's
 * to say.
 */
export function leadPageCursors(positions: LeadPosition[]) {
  const first = positions[0];
  const last = positions.at(-1);
  return {
    previous_cursor: first ? encodeLeadCursor(first) : null,
    next_cursor: last ? encodeLeadCursor(last) : null,
  };
}

/**
 * The list's total and its filters' option counts (see tallyLeadFacets), over every lead or one
 * agent's, in one query: the leads grouped by status, type and source, at most a few dozen groups,
 * which PostgreSQL can count from the (status, type, source) index alone.
 */
export async function countLeadFacets(
  db: Database,
  filters: LeadFilters,
  agentId?: string,
): Promise<{ total: number; counts: LeadCounts }> {
  const groups = await db
    .select({ status: leads.status, type: leads.type, source: leads.source, total: count() })
    .from(leads)
    .where(agentId === undefined ? undefined : eq(leads.agentId, agentId))
    .groupBy(leads.status, leads.type, leads.source);
  return tallyLeadFacets(groups, filters);
}
