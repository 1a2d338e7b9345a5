import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AgentUpdate } from "../../../../domain/schemas/agents-admin";
import { apiRequest } from "../../../lib/api";
import { adminAgentQueryKey, adminAgentResponseSchema, type AdminAgent } from "./get-admin-agent";
import { ADMIN_AGENTS_QUERY_KEY, type AdminAgentsPage } from "./get-admin-agents";
import { invalidateAgentQueries } from "./invalidate-agents";

interface AgentChange {
  id: string;
  changes: AgentUpdate;
}

export function updateAgent({ id, changes }: AgentChange): Promise<AdminAgent> {
  return apiRequest(`/api/admin/agents/${id}`, {
    method: "PATCH",
    body: changes,
    parser: adminAgentResponseSchema,
  }).then(({ agent }) => agent);
}

/** Puts an agent the server answered (after an edit or an upload) into the open form and the list rows. */
export function showSavedAgent(client: ReturnType<typeof useQueryClient>, agent: AdminAgent): void {
  client.setQueryData(adminAgentQueryKey(agent.id), agent);
  client.setQueriesData<AdminAgentsPage>({ queryKey: [...ADMIN_AGENTS_QUERY_KEY, "list"] }, (page) =>
    page
      ? {
          ...page,
          agents: page.agents.map((row) =>
            row.id === agent.id
              ? {
                  ...row,
                  name: agent.name,
                  email: agent.email,
                  phone: agent.phone,
                  profile_slug: agent.profile_slug,
                  is_active: agent.is_active,
                  headshot_url: agent.headshot_url,
                }
              : row,
          ),
        }
      : page,
  );
}

/** Toasts are the caller's: the form names the field a refusal is about. */
export function useUpdateAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateAgent,
    onSuccess: (agent) => showSavedAgent(client, agent),
    onSettled: () => invalidateAgentQueries(client),
  });
}
