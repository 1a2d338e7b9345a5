import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../../lib/api";
import { ADMIN_AGENTS_QUERY_KEY } from "./get-admin-agents";

const links = z.record(z.string(), z.string()).catch({});

export const adminAgentSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  calendly_link: z.string().nullable(),
  crm_email: z.string().nullable(),
  social_links: links,
  application_links: links,
  seo_settings: links,
  headshot_url: z.string().nullable(),
  banner_image_url: z.string().nullable(),
  custom_background_image: z.string().nullable(),
  agent_logo_url: z.string().nullable(),
  badge_1_url: z.string().nullable(),
  badge_2_url: z.string().nullable(),
  profile_slug: z.string().nullable(),
  contact_details: links,
  is_active: z.boolean(),
  has_sign_in: z.boolean(),
  created_at: z.string(),
});

export const adminAgentResponseSchema = z.object({ agent: adminAgentSchema });

export type AdminAgent = z.infer<typeof adminAgentSchema>;

export const adminAgentQueryKey = (id: string) => [...ADMIN_AGENTS_QUERY_KEY, "one", id] as const;

export function fetchAdminAgent(id: string, signal?: AbortSignal): Promise<AdminAgent> {
  return apiGet(`/api/admin/agents/${id}`, { signal, parser: adminAgentResponseSchema }).then(
    ({ agent }) => agent,
  );
}

/** Every field of one agent, for the edit form; nothing is fetched until an agent is chosen. */
export function useAdminAgent(id: string | null) {
  return useQuery({
    queryKey: adminAgentQueryKey(id ?? ""),
    queryFn: ({ signal }) => fetchAdminAgent(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
