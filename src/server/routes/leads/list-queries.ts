import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { CHATBOT_LEAD_SOURCE, CHATBOT_LEAD_SOURCE_ALIASES } from "../../../domain/constants";
import {
  encodeListCursor,
  type LeadPosition,
  type LeadSort,
  type ListPosition,
} from "../../../domain/lead-cursor";
import { followUpDue } from "../../../domain/follow-up-due";
import { tallyLeadFacets, type LeadCounts } from "../../../domain/lead-facets";
import { leadSearchPattern } from "../../../domain/lead-search";
import type { LeadFilters } from "../../../domain/schemas/admin-leads";
import type { Database } from "../../db/client";
import { leads } from "../../db/schema";

/**
 * The search of the staff lists: `leads.search_text` (the name and e-mail in lower case and the
 * phone's digits, kept by the database) holds the query's pattern anywhere. ILIKE with a leading
 * wildcard reads the trigram index `leads_search_text_trgm_idx` for a query of three characters or
 * more; a shorter one has no trigram to look up, and PostgreSQL reads the candidate rows instead (see
 * docs/perf-notes/lead-search.md). Undefined for a blank query.
 */
function searchCondition(q: string | null | undefined): SQL | undefined {
  const pattern = q ? leadSearchPattern(q) : null;
  return pattern === null ? undefined : sql`${leads.searchText} ilike ${pattern}`;
}

/**
 * The WHERE of a staff list of leads: the search, the filters, and `agentId` when the list is one
 * agent's own (undefined: every agent's leads, for the super admin).
 */
export function leadListConditions(
  { q, status, type, source }: LeadFilters,
  agentId?: string,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (agentId !== undefined) conditions.push(eq(leads.agentId, agentId));
  const search = searchCondition(q);
  if (search) conditions.push(search);
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

/** A timestamp as a LeadPosition time: in UTC to the microsecond (null for a lead without follow-up). */
const positionTimeOf = (column: typeof leads.createdAt | typeof leads.followUpAt) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A lead's LeadPosition time, selected beside its row: created_at (never null) in UTC to the microsecond. */
export const leadPositionTime = positionTimeOf(leads.createdAt) as SQL<string>;

/** The leads listed after `position`, newest first (on PostgreSQL, one range of the (created_at, id) index). */
export function listedAfter(position: LeadPosition): SQL {
  return sql`(${leads.createdAt}, ${leads.id}) < (${position.time}::timestamptz, ${position.id}::uuid)`;
}

/** How a list is read in one order: its ORDER BY forwards and backwards, and the position time of each row. */
interface LeadOrder {
  forwards: SQL[];
  backwards: SQL[];
  positionTime: SQL<string | null>;
}

/**
 * Newest first, or soonest follow-up first with the leads without one last (ties, and the leads
 * without one, by id).
 */
const LEAD_ORDERS: Record<LeadSort, LeadOrder> = {
  created: {
    forwards: [desc(leads.createdAt), desc(leads.id)],
    backwards: [asc(leads.createdAt), asc(leads.id)],
    positionTime: leadPositionTime,
  },
  follow_up: {
    forwards: [sql`${leads.followUpAt} asc nulls last`, asc(leads.id)],
    backwards: [sql`${leads.followUpAt} desc nulls first`, desc(leads.id)],
    positionTime: positionTimeOf(leads.followUpAt),
  },
};

/** The position time to select beside each row of a list in `sort` order (see listPosition). */
export function listPositionTime(sort: LeadSort): SQL<string | null> {
  return LEAD_ORDERS[sort].positionTime;
}

/** The position of a row read with listPositionTime(sort). */
export function listPosition(sort: LeadSort, id: string, time: string | null): ListPosition {
  if (sort === "follow_up") return { sort, time, id };
  if (time === null) throw new Error("A lead's created_at is never null");
  return { sort, time, id };
}

/*
 * The leads after and before a position. In the follow-up order a row comparison with a null
 * follow-up is null, so the leads without one are named on their own: they come after every lead
 * with one.
 */
function listedAfterPosition(position: ListPosition): SQL {
  if (position.sort === "created") return listedAfter(position);
  const { time, id } = position;
  return time === null
    ? sql`(${leads.followUpAt} is null and ${leads.id} > ${id}::uuid)`
    : sql`((${leads.followUpAt}, ${leads.id}) > (${time}::timestamptz, ${id}::uuid) or ${leads.followUpAt} is null)`;
}

function listedBeforePosition(position: ListPosition): SQL {
  const { time, id } = position;
  if (position.sort === "created") {
    return sql`(${leads.createdAt}, ${leads.id}) > (${time}::timestamptz, ${id}::uuid)`;
  }
  return time === null
    ? sql`(${leads.followUpAt} is not null or ${leads.id} < ${id}::uuid)`
    : sql`(${leads.followUpAt}, ${leads.id}) < (${time}::timestamptz, ${id}::uuid)`;
}

/**
 * One page of a staff list in `sort` order: by offset, or after or before a position in that order
 * (see withLeadCursor, which refuses a cursor of the other order).
 */
export interface LeadPage {
  limit: number;
  offset: number;
  sort: LeadSort;
  after?: ListPosition;
  before?: ListPosition;
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
  const order = LEAD_ORDERS[page.sort];
  const asRead = <T>(rows: T[]) => rows;
  if (page.before) {
    return {
      where: and(conditions, listedBeforePosition(page.before)),
      orderBy: order.backwards,
      inListOrder: <T>(rows: T[]) => rows.reverse(),
    };
  }
  if (page.after) {
    return {
      where: and(conditions, listedAfterPosition(page.after)),
      orderBy: order.forwards,
      inListOrder: asRead,
    };
  }
  const pageIds = db
    .select({ id: leads.id })
    .from(leads)
    .where(conditions)
    .orderBy(...order.forwards)
    .limit(page.limit)
    .offset(page.offset);
  return { where: inArray(leads.id, pageIds), orderBy: order.forwards, inListOrder: asRead };
}

/**
 * The page's first and last leads as cursors: `before` the first reads the page before it, `after`
 * the last the page after it (null for an empty page). Whether there is such a page is the total's
 * to say.
 */
export function leadPageCursors(positions: ListPosition[]) {
  const first = positions[0];
  const last = positions.at(-1);
  return {
    previous_cursor: first ? encodeListCursor(first) : null,
    next_cursor: last ? encodeListCursor(last) : null,
  };
}

/**
 * The list's total and its filters' option counts (see tallyLeadFacets), over every lead or one
 * agent's matching the search, in one query: the leads grouped by status, type and source, at most a
 * few dozen groups, which PostgreSQL can count from the (status, type, source) index alone when
 * nothing is searched, and from the rows the trigram index finds when something is.
 */
export async function countLeadFacets(
  db: Database,
  filters: LeadFilters,
  agentId?: string,
): Promise<{ total: number; counts: LeadCounts }> {
  const groups = await db
    .select({ status: leads.status, type: leads.type, source: leads.source, total: count() })
    .from(leads)
    .where(and(agentId === undefined ? undefined : eq(leads.agentId, agentId), searchCondition(filters.q)))
    .groupBy(leads.status, leads.type, leads.source);
  return tallyLeadFacets(groups, filters);
}

/**
 * What a list row adds to a lead for its follow-up: whether it is overdue or due today, and the time
 * zone it is judged and shown in (the lead's broker's).
 */
export function listedFollowUpJson(row: { lead: { followUpAt: Date | null }; timeZone: string }, now: Date) {
  return {
    follow_up_due: followUpDue(row.lead.followUpAt, row.timeZone, now),
    follow_up_time_zone: row.timeZone,
  };
}
