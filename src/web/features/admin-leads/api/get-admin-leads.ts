import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { ADMIN_LEADS_PAGE_SIZE } from "../../../../domain/schemas/admin-leads";
import { leadFilterParams, type LeadFilterValues } from "../../../components/leads/lead-filters";
import {
  leadPageCursorsShape,
  leadPageParams,
  type LeadPageCursor,
} from "../../../components/leads/lead-pages";
import { listedFollowUpShape } from "../../../components/leads/lead-follow-up";
import type { LeadSort } from "../../../../domain/lead-cursor";
import { apiGet } from "../../../lib/api";

const adminLeadSchema = z.object({
  id: z.string(),
  client_name: z.string(),
  client_email: z.string().nullable(),
  client_phone: z.string().nullable(),
  type: z.string(),
  source: z.string(),
  status: z.string(),
  message: z.string().nullable(),
  notes: z.string().nullable().catch(null),
  metadata: z.record(z.string(), z.unknown()).nullable().catch(null),
  created_at: z.string(),
  agent: z.object({ id: z.string(), name: z.string() }).nullable(),
  chat_history: z
    .array(z.object({ role: z.string(), content: z.string() }))
    .nullable()
    .catch(null),
  ...listedFollowUpShape,
});

const countsSchema = z.record(z.string(), z.number());

const adminLeadsSchema = z.object({
  leads: z.array(adminLeadSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
  counts: z.object({ by_source: countsSchema, by_status: countsSchema, by_type: countsSchema }),
  ...leadPageCursorsShape,
});

export type AdminLead = z.infer<typeof adminLeadSchema>;
export type AdminLeadsPage = z.infer<typeof adminLeadsSchema>;

export type AdminLeadsFilters = LeadFilterValues;

/** Every admin leads query starts with this key, so a status change or a deletion can update them all. */
export const ADMIN_LEADS_QUERY_KEY = ["leads", "admin"] as const;

export function fetchAdminLeads(
  filters: AdminLeadsFilters,
  sort: LeadSort,
  page: number,
  cursor: LeadPageCursor | undefined,
  signal?: AbortSignal,
): Promise<AdminLeadsPage> {
  const params = leadPageParams(leadFilterParams(filters), page, ADMIN_LEADS_PAGE_SIZE, cursor);
  params.set("sort", sort);
  return apiGet(`/api/admin/leads?${params}`, { signal, parser: adminLeadsSchema });
}

export function useAdminLeads(
  filters: AdminLeadsFilters,
  sort: LeadSort,
  page: number,
  cursor: LeadPageCursor | undefined,
) {
  return useQuery({
    queryKey: [...ADMIN_LEADS_QUERY_KEY, filters, sort, page, cursor ?? null],
    queryFn: ({ signal }) => fetchAdminLeads(filters, sort, page, cursor, signal),
    staleTime: 15_000,
    // Changing a filter keeps the current rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
