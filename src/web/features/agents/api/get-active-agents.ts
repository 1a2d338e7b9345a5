import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { ActiveAgent } from "./public-agent-schemas";

export type { ActiveAgent } from "./public-agent-schemas";

export function fetchActiveAgents(signal?: AbortSignal): Promise<ActiveAgent[]> {
  return apiGet("/api/agents", {
    signal,
    parser: () => import("./public-agent-schemas").then((module) => module.activeAgentsSchema),
  }).then((body) => body.agents);
}

/** Active agents ordered by name: the find-broker grid and the contact page's broker card. */
export function useActiveAgents() {
  return useQuery({
    queryKey: ["public-agents"],
    queryFn: ({ signal }) => fetchActiveAgents(signal),
    staleTime: 5 * 60_000,
  });
}
