import { CHATBOT_LEAD_SOURCE, isChatbotSource } from "./constants";
import type { LeadFilters } from "./schemas/admin-leads";

/** How many leads share one status, type and source (one row of a GROUP BY over the three). */
export interface LeadFacetGroup {
  status: string;
  type: string;
  source: string;
  total: number;
}

/** Number of leads per option of each filter; an option with none is left out (the UI shows 0). */
export interface LeadCounts {
  by_source: Record<string, number>;
  by_status: Record<string, number>;
  by_type: Record<string, number>;
}

/** The filters that have options to count (the search has none: it narrows every count alike). */
type Facet = "status" | "type" | "source";

/**
 * The list's total and its filters' option counts, from the leads grouped by status, type and
 * source. The total counts the leads matching every filter. Each filter's options count the leads
 * matching the other filters, so an option's number is how many leads choosing it would list: with
 * status "new" chosen, the types count new leads, and the statuses count the leads of the chosen
 * type and source, whatever their status. Both chatbot spellings count as one source.
 */
export function tallyLeadFacets(
  groups: readonly LeadFacetGroup[],
  filters: LeadFilters,
): { total: number; counts: LeadCounts } {
  const counts: LeadCounts = { by_source: {}, by_status: {}, by_type: {} };
  const tallies: Record<Facet, Record<string, number>> = {
    status: counts.by_status,
    type: counts.by_type,
    source: counts.by_source,
  };
  let total = 0;
  for (const group of groups) {
    const values: Record<Facet, string> = {
      status: group.status,
      type: group.type,
      source: isChatbotSource(group.source) ? CHATBOT_LEAD_SOURCE : group.source,
    };
    const misses = (Object.keys(values) as Facet[]).filter(
      (facet) => filters[facet] !== undefined && filters[facet] !== values[facet],
    );
    if (misses.length === 0) total += group.total;
    for (const facet of Object.keys(tallies) as Facet[]) {
      // Counted for this facet when it fails no filter, or only this facet's own.
      if (misses.length === 0 || (misses.length === 1 && misses[0] === facet)) {
        const tally = tallies[facet];
        tally[values[facet]] = (tally[values[facet]] ?? 0) + group.total;
      }
    }
  }
  return { total, counts };
}
