import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import type { LeadStatus } from "../../../../domain/constants";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { DASHBOARD_LEADS_QUERY_KEY, type DashboardLeadsPage } from "./get-dashboard-leads";

interface StatusChange {
  id: string;
  status: LeadStatus;
}

export function updateDashboardLeadStatus({ id, status }: StatusChange): Promise<unknown> {
  return apiRequest(`/api/dashboard/leads/${id}`, { method: "PATCH", body: { status } });
}

/** Saves a status at once: the list shows it straight away and goes back if the server refuses. */
export function useUpdateDashboardLeadStatus() {
  const client = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: updateDashboardLeadStatus,
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: DASHBOARD_LEADS_QUERY_KEY });
      const previous = client.getQueriesData<DashboardLeadsPage>({ queryKey: DASHBOARD_LEADS_QUERY_KEY });
      client.setQueriesData<DashboardLeadsPage>(
        { queryKey: DASHBOARD_LEADS_QUERY_KEY },
        (page) =>
          page && { ...page, leads: page.leads.map((lead) => (lead.id === id ? { ...lead, status } : lead)) },
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      toast.error(t("back-office.leads.statusUpdateFailed"));
    },
    onSuccess: () => {
      toast.success(t("back-office.leads.statusUpdated"));
    },
    // Counts, status filters and the applications list all depend on the status.
    onSettled: () => client.invalidateQueries({ queryKey: ["leads"] }),
  });
}
