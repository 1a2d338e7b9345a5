import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  adminLeadUpdateSchema,
  dashboardLeadUpdateSchema,
} from "../../../../domain/schemas/lead-workspace";
import { apiRequest } from "../../../lib/api";
import { leadApiPath, type LeadPanel } from "../lead-panel";
import { useRefreshLead } from "./get-lead-detail";

/**
 * PATCH …/leads/:id: what each panel may change (dashboardLeadUpdateSchema, adminLeadUpdateSchema): the
 * broker their lead's status and follow-up, the super admin its status and broker.
 */
export type LeadUpdate<P extends LeadPanel> = P extends "dashboard"
  ? z.input<typeof dashboardLeadUpdateSchema>
  : z.input<typeof adminLeadUpdateSchema>;

export function useUpdateLead<P extends LeadPanel>(panel: P, leadId: string) {
  const refresh = useRefreshLead(panel, leadId);
  return useMutation({
    mutationFn: (change: LeadUpdate<P>) =>
      apiRequest<unknown>(leadApiPath(panel, leadId), { method: "PATCH", body: change }),
    onSuccess: refresh,
  });
}
