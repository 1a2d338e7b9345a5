import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { BlogPost } from "./blog-post-schema";

/** GET /api/blog/:slug; 404 when no published post has that slug. */
export function fetchBlogPost(slug: string, signal?: AbortSignal): Promise<BlogPost> {
  return apiGet(`/api/blog/${encodeURIComponent(slug)}`, {
    signal,
    parser: () => import("./blog-post-schema").then((module) => module.blogPostBodySchema),
  }).then((body) => body.post);
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ["blog", "post", slug],
    queryFn: ({ signal }) => fetchBlogPost(slug, signal),
    staleTime: 5 * 60_000,
  });
}
