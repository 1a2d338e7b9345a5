import type { BlogAuthor } from "./blog-post-schema";

/** The author's public page: by profile slug, or by id when the agent has no slug. */
export function authorHref(author: NonNullable<BlogAuthor>): string {
  return `/agent/${encodeURIComponent(author.profile_slug || author.id)}`;
}
