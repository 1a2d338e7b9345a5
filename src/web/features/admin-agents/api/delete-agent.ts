import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { ADMIN_AGENTS_QUERY_KEY, type AdminAgentsPage } from "./get-admin-agents";
import { invalidateAgentQueries } from "./invalidate-agents";

export function deleteAgent(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/agents/${id}`, { method: "DELETE" });
}

/** Removes the agent from the list at once and puts it back if the server refuses. */
export function useDeleteAgent() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAgent,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: ADMIN_AGENTS_QUERY_KEY });
      const previous = client.getQueriesData<AdminAgentsPage>({
        queryKey: [...ADMIN_AGENTS_QUERY_KEY, "list"],
      });
      client.setQueriesData<AdminAgentsPage>({ queryKey: [...ADMIN_AGENTS_QUERY_KEY, "list"] }, (page) => {
        if (!page?.agents.some((agent) => agent.id === id)) return page;
        return { ...page, agents: page.agents.filter((agent) => agent.id !== id), total: page.total - 1 };
      });
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      toast.error(t("admin.agents.deleteFailed"));
    },
    onSuccess: () => {
      toast.success(t("admin.agents.deleted"));
    },
    onSettled: () => invalidateAgentQueries(client),
  });
}
