import { useQuery } from "@tanstack/react-query";
import {
  agentProfileRecordResponseSchema,
  agentProfileRecordSchema,
  type AgentProfileRecord,
} from "../../../components/agent-profile-form/agent-profile-record";
import { apiGet } from "../../../lib/api";
import { ADMIN_AGENTS_QUERY_KEY } from "./get-admin-agents";

/** The super admin reads the same record of an agent as the agent does of their own. */
export const adminAgentSchema = agentProfileRecordSchema;
export const adminAgentResponseSchema = agentProfileRecordResponseSchema;
export type AdminAgent = AgentProfileRecord;

export const adminAgentQueryKey = (id: string) => [...ADMIN_AGENTS_QUERY_KEY, "one", id] as const;

export function fetchAdminAgent(id: string, signal?: AbortSignal): Promise<AdminAgent> {
  return apiGet(`/api/admin/agents/${id}`, { signal, parser: adminAgentResponseSchema }).then(
    ({ agent }) => agent,
  );
}

/** Every field of one agent, for the edit form; nothing is fetched until an agent is chosen. */
export function useAdminAgent(id: string | null) {
  return useQuery({
    queryKey: adminAgentQueryKey(id ?? ""),
    queryFn: ({ signal }) => fetchAdminAgent(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
