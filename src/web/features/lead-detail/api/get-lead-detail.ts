import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { LeadDetail } from "../../../../domain/lead-detail";
import { apiGet } from "../../../lib/api";
import { leadApiPath, type LeadPanel } from "../lead-panel";

/*
 * The answer is typed by the contract the server writes it with (domain/lead-detail.ts), which ships with
 * this page, so it is not parsed again here. Its key stays apart from the lists' ["leads", …]: their
 * optimistic updates rewrite every query under their keys as a page of rows.
 */
export function leadDetailKey(panel: LeadPanel, leadId: string) {
  return ["lead-detail", panel, leadId] as const;
}

export function fetchLeadDetail(panel: LeadPanel, leadId: string, signal?: AbortSignal): Promise<LeadDetail> {
  return apiGet<LeadDetail>(leadApiPath(panel, leadId), { signal });
}

/** A lead's detail and timeline; a lead that does not exist or is not the caller's fails with a 404. */
export function useLeadDetail(panel: LeadPanel, leadId: string) {
  return useQuery({
    queryKey: leadDetailKey(panel, leadId),
    queryFn: ({ signal }) => fetchLeadDetail(panel, leadId, signal),
    staleTime: 10_000,
  });
}

/** After a change: the detail reads its new timeline, and the lists their new rows and counts. */
export function useRefreshLead(panel: LeadPanel, leadId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: leadDetailKey(panel, leadId) }),
      client.invalidateQueries({ queryKey: ["leads"] }),
    ]);
}
