import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../../../domain/languages";
import { apiGet } from "../../../lib/api";
import { OWN_POSTS_QUERY_KEY, ownPostSummarySchema } from "./get-own-posts";

export const ownPostSchema = ownPostSummarySchema.extend({
  content: z.string(),
  seo_settings: z.object({ description: z.string().nullable(), keywords: z.string().nullable() }),
  /** The language it is written in; a server that does not send it yet means English. */
  language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE),
});
export type OwnPost = z.infer<typeof ownPostSchema>;

export const oneOwnPostSchema = z.object({ post: ownPostSchema });

export function fetchOwnPost(id: string, signal?: AbortSignal): Promise<OwnPost> {
  return apiGet(`/api/dashboard/blog/${id}`, { signal, parser: oneOwnPostSchema }).then((body) => body.post);
}

/** Every field of one of the agent's posts, read fresh so the edit form starts from what is stored. */
export function useOwnPost(id: string) {
  return useQuery({
    queryKey: [...OWN_POSTS_QUERY_KEY, "post", id],
    queryFn: ({ signal }) => fetchOwnPost(id, signal),
    staleTime: 0,
    gcTime: 0,
  });
}
