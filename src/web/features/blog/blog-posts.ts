import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { BlogPostSummary } from "./blog-post-schema";

/** GET /api/blog: published posts only, newest published first (the server's order). */
export function fetchBlogPosts(signal?: AbortSignal): Promise<BlogPostSummary[]> {
  return apiGet("/api/blog", {
    signal,
    parser: () => import("./blog-post-schema").then((module) => module.blogPostListSchema),
  }).then((body) => body.posts);
}

export function useBlogPosts() {
  return useQuery({
    queryKey: ["blog", "list"],
    queryFn: ({ signal }) => fetchBlogPosts(signal),
    staleTime: 5 * 60_000,
  });
}
