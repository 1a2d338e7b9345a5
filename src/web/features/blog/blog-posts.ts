import { useQuery } from "@tanstack/react-query";
import type { Locale } from "../../../i18n/locale";
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

/**
 * The posts as a page in `locale` lists them. The English blog keeps the server's order, newest first
 * (spec section 7); the French blog lists the posts written in French first, each group newest first,
 * so a French reader meets them before the English ones.
 */
export function postsInReadingOrder<Post extends Pick<BlogPostSummary, "language">>(
  posts: readonly Post[],
  locale: Locale,
): readonly Post[] {
  if (locale !== "fr-CA") return posts;
  return [
    ...posts.filter((post) => post.language === "fr"),
    ...posts.filter((post) => post.language !== "fr"),
  ];
}
