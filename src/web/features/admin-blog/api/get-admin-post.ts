import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { LANGUAGES } from "../../../../domain/languages";
import { apiGet } from "../../../lib/api";
import { adminPostSummarySchema, ADMIN_POSTS_QUERY_KEY } from "./get-admin-posts";

export const adminPostSchema = adminPostSummarySchema.extend({
  content: z.string(),
  seo_settings: z.object({ description: z.string().nullable(), keywords: z.string().nullable() }),
  language: z.enum(LANGUAGES).catch("en"),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const onePostSchema = z.object({ post: adminPostSchema });

export function fetchAdminPost(id: string, signal?: AbortSignal): Promise<AdminPost> {
  return apiGet(`/api/admin/blog/${id}`, { signal, parser: onePostSchema }).then((body) => body.post);
}

/** Every field of one post, for the edit form; always read fresh so the form starts from what is stored. */
export function useAdminPost(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_POSTS_QUERY_KEY, "post", id],
    queryFn: ({ signal }) => fetchAdminPost(id!, signal),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
