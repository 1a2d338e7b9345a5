import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { ADMIN_LEADS_QUERY_KEY, type AdminLeadsPage } from "./get-admin-leads";

export function deleteLead(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/leads/${id}`, { method: "DELETE" });
}

/** Removes the lead from the list at once and puts it back if the server refuses. */
export function useDeleteLead() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLead,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: ADMIN_LEADS_QUERY_KEY });
      const previous = client.getQueriesData<AdminLeadsPage>({ queryKey: ADMIN_LEADS_QUERY_KEY });
      client.setQueriesData<AdminLeadsPage>({ queryKey: ADMIN_LEADS_QUERY_KEY }, (page) => {
        if (!page?.leads.some((lead) => lead.id === id)) return page;
        return { ...page, leads: page.leads.filter((lead) => lead.id !== id), total: page.total - 1 };
      });
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      toast.error(t("admin.leads.deleteFailed"));
    },
    onSuccess: () => {
      toast.success(t("admin.leads.deleted"));
    },
    onSettled: () => client.invalidateQueries({ queryKey: ["leads"] }),
  });
}
