import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import type { BlogPostState } from "../../../../domain/schemas/blog-posts";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { apiGet } from "../../../lib/api";

export const adminPostSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable(),
  featured_image_url: z.string().nullable(),
  is_published: z.boolean(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  admin_created: z.boolean(),
  agent: z.object({ id: z.string(), name: z.string() }),
});

const pageSchema = z.object({
  posts: z.array(adminPostSummarySchema),
  total: z.number(),
  limit: z.number(),
  offset: z.number(),
});

export type AdminPostSummary = z.infer<typeof adminPostSummarySchema>;
export type AdminPostsPage = z.infer<typeof pageSchema>;
export type PostStateFilter = BlogPostState | "";

/** Every admin blog query starts with this key; the public blog's start with "blog" too. */
export const ADMIN_POSTS_QUERY_KEY = ["blog", "admin"] as const;

export function fetchAdminPosts(
  state: PostStateFilter,
  page: number,
  signal?: AbortSignal,
): Promise<AdminPostsPage> {
  const params = new URLSearchParams({
    limit: String(DEFAULT_PAGE_SIZE),
    offset: String(page * DEFAULT_PAGE_SIZE),
  });
  if (state) params.set("state", state);
  return apiGet(`/api/admin/blog?${params}`, { signal, parser: pageSchema });
}

export function useAdminPosts(state: PostStateFilter, page: number) {
  return useQuery({
    queryKey: [...ADMIN_POSTS_QUERY_KEY, "list", state, page],
    queryFn: ({ signal }) => fetchAdminPosts(state, page, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}
