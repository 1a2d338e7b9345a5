import type { QueryClient } from "@tanstack/react-query";

/** The admin lists and every public view of agents (find-broker, contact, profiles) read what changed. */
export function invalidateAgentQueries(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: ["agents"] }),
    client.invalidateQueries({ queryKey: ["public-agents"] }),
    client.invalidateQueries({ queryKey: ["agent-profile"] }),
    // Leads show their agent's name, and a deleted agent's leads become unassigned.
    client.invalidateQueries({ queryKey: ["leads"] }),
  ]);
}
