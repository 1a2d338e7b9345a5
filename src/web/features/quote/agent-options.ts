import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../lib/api";

const agentListSchema = z.array(z.object({ id: z.string(), name: z.string() }));

export type AgentOption = z.infer<typeof agentListSchema>[number];

/** The value of the 'No preference' choice; the server reads it as no agent. */
export const NO_AGENT = "none";

export function fetchAgentOptions(signal?: AbortSignal): Promise<AgentOption[]> {
  return apiGet("/api/agents/list", { signal, parser: agentListSchema });
}

/** Active agents by name, for the agent selector (get_agent_list). */
export function useAgentOptions() {
  return useQuery({
    queryKey: ["agents", "list"],
    queryFn: ({ signal }) => fetchAgentOptions(signal),
    staleTime: 10 * 60_000,
  });
}
