import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { leadFilterParams, type LeadFilterValues } from "../../../components/leads/lead-filters";
import {
  leadPageCursorsShape,
  leadPageParams,
  type LeadPageCursor,
} from "../../../components/leads/lead-pages";
import { listedFollowUpShape } from "../../../components/leads/lead-follow-up";
import type { LeadSort } from "../../../../domain/lead-cursor";
import { apiGet } from "../../../lib/api";

const dashboardLeadSchema = z.object({
  id: z.string(),
  client_name: z.string(),
  client_email: z.string().nullable(),
  client_phone: z.string().nullable(),
  type: z.string(),
  source: z.string(),
  status: z.string(),
  message: z.string().nullable(),
  created_at: z.string(),
  chat_history: z
    .array(z.object({ role: z.string(), content: z.string() }))
    .nullable()
    .catch(null),
  ...listedFollowUpShape,
});

const countsSchema = z.record(z.string(), z.number());

const dashboardLeadsSchema = z.object({
  leads: z.array(dashboardLeadSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  counts: z.object({ by_source: countsSchema, by_status: countsSchema, by_type: countsSchema }),
  ...leadPageCursorsShape,
});

export type DashboardLead = z.infer<typeof dashboardLeadSchema>;
export type DashboardLeadsPage = z.infer<typeof dashboardLeadsSchema>;

/** Every query of the agent's own leads starts with this key, so a status change can update them all. */
export const DASHBOARD_LEADS_QUERY_KEY = ["leads", "dashboard"] as const;

export function fetchDashboardLeads(
  filters: LeadFilterValues,
  sort: LeadSort,
  page: number,
  cursor: LeadPageCursor | undefined,
  signal?: AbortSignal,
): Promise<DashboardLeadsPage> {
  const params = leadPageParams(leadFilterParams(filters), page, DEFAULT_PAGE_SIZE, cursor);
  params.set("sort", sort);
  return apiGet(`/api/dashboard/leads?${params}`, { signal, parser: dashboardLeadsSchema });
}

export function useDashboardLeads(
  filters: LeadFilterValues,
  sort: LeadSort,
  page: number,
  cursor: LeadPageCursor | undefined,
) {
  return useQuery({
    queryKey: [...DASHBOARD_LEADS_QUERY_KEY, filters, sort, page, cursor ?? null],
    queryFn: ({ signal }) => fetchDashboardLeads(filters, sort, page, cursor, signal),
    staleTime: 15_000,
    // Changing a filter keeps the current rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
