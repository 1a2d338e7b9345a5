import { useMutation } from "@tanstack/react-query";
import type { LeadEmailResponse } from "../../../../domain/lead-detail";
import type { LeadEmailInput } from "../../../../domain/schemas/lead-workspace";
import { apiPost } from "../../../lib/api";
import { leadApiPath } from "../lead-panel";
import { useRefreshLead } from "./get-lead-detail";

/** POST /api/dashboard/leads/:id/emails: one e-mail to the broker's own client, queued and on the timeline. */
export function useSendLeadEmail(leadId: string) {
  const refresh = useRefreshLead("dashboard", leadId);
  return useMutation({
    mutationFn: (email: LeadEmailInput) =>
      apiPost<LeadEmailResponse>(leadApiPath("dashboard", leadId, "emails"), email),
    onSuccess: refresh,
  });
}
