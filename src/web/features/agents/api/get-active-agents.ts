import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../../lib/api";

const activeAgentsSchema = z.object({
  agents: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string().nullish(),
      phone: z.string().nullish(),
      licence_number: z.string().nullish(),
      agent_logo_url: z.string().nullish(),
      profile_slug: z.string().nullish(),
      bio: z.string().nullish(),
      banner_image_url: z.string().nullish(),
      headshot_url: z.string().nullish(),
    }),
  ),
});

export type ActiveAgent = z.infer<typeof activeAgentsSchema>["agents"][number];

export function fetchActiveAgents(signal?: AbortSignal): Promise<ActiveAgent[]> {
  return apiGet("/api/agents", { signal, parser: activeAgentsSchema }).then((body) => body.agents);
}

/** Active agents ordered by name: the find-broker grid and the contact page's broker card. */
export function useActiveAgents() {
  return useQuery({
    queryKey: ["public-agents"],
    queryFn: ({ signal }) => fetchActiveAgents(signal),
    staleTime: 5 * 60_000,
  });
}
