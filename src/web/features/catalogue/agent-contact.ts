import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../lib/api";

const agentSchema = z.object({
  agent: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable().catch(null),
    phone: z.string().nullable().catch(null),
    profile_slug: z.string().nullable().catch(null),
  }),
});

export type AgentContact = z.infer<typeof agentSchema>["agent"];

/** GET /api/agents/:idOrSlug, reduced to what the contact buttons need. */
export function fetchAgentContact(agent: string, signal?: AbortSignal): Promise<AgentContact> {
  return apiGet(`/api/agents/${encodeURIComponent(agent)}`, { signal, parser: agentSchema }).then(
    (body) => body.agent,
  );
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
