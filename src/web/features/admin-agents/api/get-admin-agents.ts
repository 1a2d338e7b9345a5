import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { apiGet } from "../../../lib/api";

const adminAgentListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  profile_slug: z.string().nullable(),
  is_active: z.boolean(),
  headshot_url: z.string().nullable(),
  created_at: z.string(),
});

const adminAgentsSchema = z.object({
  agents: z.array(adminAgentListItemSchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export type AdminAgentListItem = z.infer<typeof adminAgentListItemSchema>;
export type AdminAgentsPage = z.infer<typeof adminAgentsSchema>;

export const ADMIN_AGENTS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

/** Every admin agents query starts with this key, so any change can refresh them all. */
export const ADMIN_AGENTS_QUERY_KEY = ["agents", "admin"] as const;

export function fetchAdminAgents(q: string, page: number, signal?: AbortSignal): Promise<AdminAgentsPage> {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  params.set("limit", String(ADMIN_AGENTS_PAGE_SIZE));
  params.set("offset", String(page * ADMIN_AGENTS_PAGE_SIZE));
  return apiGet(`/api/admin/agents?${params}`, { signal, parser: adminAgentsSchema });
}

export function useAdminAgents(q: string, page: number) {
  return useQuery({
    queryKey: [...ADMIN_AGENTS_QUERY_KEY, "list", q, page],
    queryFn: ({ signal }) => fetchAdminAgents(q, page, signal),
    staleTime: 15_000,
    // A new search or page keeps the current rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
