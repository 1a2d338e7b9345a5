import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { AgentContact } from "./agent-contact-schema";

export type { AgentContact } from "./agent-contact-schema";

/** GET /api/agents/:idOrSlug, reduced to what the contact buttons need. */
export function fetchAgentContact(agent: string, signal?: AbortSignal): Promise<AgentContact> {
  return apiGet(`/api/agents/${encodeURIComponent(agent)}`, {
    signal,
    parser: () => import("./agent-contact-schema").then((module) => module.agentContactSchema),
  }).then((body) => body.agent);
}

/** The agent named by `?agent=` on a catalogue page; disabled when there is none. */
export function useAgentContact(agent: string | null) {
  return useQuery({
    queryKey: ["agents", "contact", agent],
    queryFn: ({ signal }) => fetchAgentContact(agent ?? "", signal),
    enabled: agent !== null,
    staleTime: 5 * 60_000,
  });
}
