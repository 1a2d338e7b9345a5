import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { apiGet } from "../../../lib/api";

export const ownPostSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  featured_image_url: z.string().nullable(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Written by the super admin under the agent's name: the agent reads it but cannot change it. */
  admin_created: z.boolean(),
});

const pageSchema = z.object({
  posts: z.array(ownPostSummarySchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export type OwnPostSummary = z.infer<typeof ownPostSummarySchema>;
export type OwnPostsPage = z.infer<typeof pageSchema>;

/** Every query of the agent's own posts starts with this key; the public blog's start with "blog" too. */
export const OWN_POSTS_QUERY_KEY = ["blog", "dashboard"] as const;

export function fetchOwnPosts(page: number, signal?: AbortSignal): Promise<OwnPostsPage> {
  const params = new URLSearchParams({
    limit: String(DEFAULT_PAGE_SIZE),
    offset: String(page * DEFAULT_PAGE_SIZE),
  });
  return apiGet(`/api/dashboard/blog?${params}`, { signal, parser: pageSchema });
}

export function useOwnPosts(page: number) {
  return useQuery({
    queryKey: [...OWN_POSTS_QUERY_KEY, "list", page],
    queryFn: ({ signal }) => fetchOwnPosts(page, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
