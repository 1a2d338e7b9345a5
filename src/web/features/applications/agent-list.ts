import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../lib/api";

const agentListSchema = z.array(z.object({ id: z.string(), name: z.string() }));

export type AgentListItem = z.infer<typeof agentListSchema>[number];

export function fetchAgentList(signal?: AbortSignal): Promise<AgentListItem[]> {
  return apiGet("/api/agents/list", { signal, parser: agentListSchema });
}

/** Active agents by name, for the application form's agent choice. */
export function useAgentList() {
  return useQuery({
    queryKey: ["agents", "list"],
    queryFn: ({ signal }) => fetchAgentList(signal),
    staleTime: 5 * 60_000,
  });
}
