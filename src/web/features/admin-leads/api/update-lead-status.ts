import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import type { LeadStatus } from "../../../../domain/constants";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { ADMIN_LEADS_QUERY_KEY, type AdminLeadsPage } from "./get-admin-leads";

interface StatusChange {
  id: string;
  status: LeadStatus;
}

export function updateLeadStatus({ id, status }: StatusChange): Promise<unknown> {
  return apiRequest(`/api/admin/leads/${id}`, { method: "PATCH", body: { status } });
}

/** Saves a status at once: the list shows it straight away and goes back if the server refuses. */
export function useUpdateLeadStatus() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLeadStatus,
    onMutate: async ({ id, status }) => {
      await client.cancelQueries({ queryKey: ADMIN_LEADS_QUERY_KEY });
      const previous = client.getQueriesData<AdminLeadsPage>({ queryKey: ADMIN_LEADS_QUERY_KEY });
      client.setQueriesData<AdminLeadsPage>(
        { queryKey: ADMIN_LEADS_QUERY_KEY },
        (page) =>
          page && { ...page, leads: page.leads.map((lead) => (lead.id === id ? { ...lead, status } : lead)) },
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      toast.error(t("admin.leads.statusUpdateFailed"));
    },
    onSuccess: () => {
      toast.success(t("admin.leads.statusUpdated"));
    },
    // Counts, status filters and the applications list all depend on the status.
    onSettled: () => client.invalidateQueries({ queryKey: ["leads"] }),
  });
}
