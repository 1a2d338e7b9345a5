import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../../lib/api";

const agentTestimonialsSchema = z.object({
  testimonials: z.array(
    z.object({
      id: z.union([z.string(), z.number()]),
      client_name: z.string(),
      content: z.string(),
      rating: z.coerce.number(),
      created_at: z.string().nullish(),
    }),
  ),
});

export type AgentTestimonial = z.infer<typeof agentTestimonialsSchema>["testimonials"][number];

export function fetchAgentTestimonials(agentId: string, signal?: AbortSignal): Promise<AgentTestimonial[]> {
  return apiGet(`/api/agents/${encodeURIComponent(agentId)}/testimonials`, {
    signal,
    parser: agentTestimonialsSchema,
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
