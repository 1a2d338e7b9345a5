import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../../lib/api";

export const erasureCountsSchema = z.object({
  leads: z.number(),
  chat_leads: z.number(),
  newsletter: z.number(),
});

const erasurePreviewSchema = z.object({
  counts: erasureCountsSchema,
  leads: z.array(
    z.object({
      id: z.string(),
      client_name: z.string(),
      type: z.string(),
      is_chat: z.boolean(),
      created_at: z.string(),
      agent_name: z.string().nullable(),
    }),
  ),
});

export type ErasurePreview = z.infer<typeof erasurePreviewSchema>;

/** Every query of the erasure panel starts with this key, so an erasure can refresh them all. */
export const PERSONAL_DATA_QUERY_KEY = ["personal-data"] as const;

export function fetchErasurePreview(email: string, signal?: AbortSignal): Promise<ErasurePreview> {
  const params = new URLSearchParams({ email });
  return apiGet(`/api/admin/leads/erasure?${params}`, { signal, parser: erasurePreviewSchema });
}

/** What is held for the address looked up; nothing is asked until there is one. */
export function useErasurePreview(email: string | null) {
  return useQuery({
    queryKey: [...PERSONAL_DATA_QUERY_KEY, "preview", email],
    queryFn: ({ signal }) => fetchErasurePreview(email!, signal),
    enabled: email !== null,
    // The erasure is decided on this answer, so it is always the database's current one.
    staleTime: 0,
  });
}
