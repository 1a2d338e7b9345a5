import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { AgentProfile } from "./public-agent-schemas";

export type { AgentProfile } from "./public-agent-schemas";

export function fetchAgentProfile(idOrSlug: string, signal?: AbortSignal): Promise<AgentProfile> {
  return apiGet(`/api/agents/${encodeURIComponent(idOrSlug)}`, {
    signal,
    parser: () => import("./public-agent-schemas").then((module) => module.agentProfileSchema),
  }).then((body) => body.agent);
}

/** get_agent_public_profile: an active agent by slug or id; a 404 ApiError when unknown or inactive. */
export function useAgentProfile(idOrSlug: string) {
  return useQuery({
    queryKey: ["agent-profile", idOrSlug],
    queryFn: ({ signal }) => fetchAgentProfile(idOrSlug, signal),
    staleTime: 5 * 60_000,
  });
}
