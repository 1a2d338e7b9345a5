import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../lib/api";
import { blogPostSummarySchema, type BlogPostSummary } from "./blog-post-schema";

const listSchema = z.object({ posts: z.array(blogPostSummarySchema) });

/** GET /api/blog: published posts only, newest published first (the server's order). */
export function fetchBlogPosts(signal?: AbortSignal): Promise<BlogPostSummary[]> {
  return apiGet("/api/blog", { signal, parser: listSchema }).then((body) => body.posts);
}

export function useBlogPosts() {
  return useQuery({
    queryKey: ["blog", "list"],
    queryFn: ({ signal }) => fetchBlogPosts(signal),
    staleTime: 5 * 60_000,
  });
}
