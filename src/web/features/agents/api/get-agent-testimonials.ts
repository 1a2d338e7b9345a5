import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../../lib/api";
import type { AgentTestimonial } from "./public-agent-schemas";

export type { AgentTestimonial } from "./public-agent-schemas";

export function fetchAgentTestimonials(agentId: string, signal?: AbortSignal): Promise<AgentTestimonial[]> {
  return apiGet(`/api/agents/${encodeURIComponent(agentId)}/testimonials`, {
    signal,
    parser: () => import("./public-agent-schemas").then((module) => module.agentTestimonialsSchema),
  }).then((body) => body.testimonials);
}

/** Up to six approved testimonials about the agent, newest first. */
export function useAgentTestimonials(agentId: string) {
  return useQuery({
    queryKey: ["agent-profile", agentId, "testimonials"],
    queryFn: ({ signal }) => fetchAgentTestimonials(agentId, signal),
    staleTime: 5 * 60_000,
  });
}
