import { useQuery } from "@tanstack/react-query";
import {
  ADMIN_AGENTS_PAGE_SIZE,
  ADMIN_AGENTS_QUERY_KEY,
  fetchAdminAgents,
} from "../../admin-agents/api/get-admin-agents";

export interface Broker {
  id: string;
  name: string;
}

/** Far more pages than a brokerage has brokers for: a guard against a list that never ends. */
const MAX_PAGES = 200;

/**
 * Every active broker, by name, for the super admin's assignment picker: the admin agents list read page
 * by page (it holds the inactive ones too, which the API refuses to assign).
 */
async function fetchActiveBrokers(signal?: AbortSignal): Promise<Broker[]> {
  const brokers: Broker[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { agents, total } = await fetchAdminAgents("", page, signal);
    for (const agent of agents) if (agent.is_active) brokers.push({ id: agent.id, name: agent.name });
    if (agents.length === 0 || (page + 1) * ADMIN_AGENTS_PAGE_SIZE >= total) break;
  }
  return brokers.sort((a, b) => a.name.localeCompare(b.name));
}

export function useActiveBrokers() {
  return useQuery({
    // Under the agents' key, so adding or deactivating a broker refreshes the picker too.
    queryKey: [...ADMIN_AGENTS_QUERY_KEY, "active-brokers"],
    queryFn: ({ signal }) => fetchActiveBrokers(signal),
    staleTime: 60_000,
  });
}
