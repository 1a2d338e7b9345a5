import { z } from "zod";

export const blogAuthorSchema = z
  .object({ id: z.string(), name: z.string(), profile_slug: z.string().nullable().catch(null) })
  .nullable()
  .catch(null);

export const blogPostSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable().catch(null),
  featured_image_url: z.string().nullable().catch(null),
  published_at: z.string().nullable().catch(null),
  agent: blogAuthorSchema,
});

export const blogPostSchema = blogPostSummarySchema.extend({
  content: z.string(),
  updated_at: z.string().nullable().catch(null),
  seo_settings: z
    .object({
      description: z.string().nullable().catch(null),
      keywords: z.string().nullable().catch(null),
    })
    .nullable()
    .catch(null),
});

export type BlogAuthor = z.infer<typeof blogAuthorSchema>;
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The author's public page: by profile slug, or by id when the agent has no slug. */
export function authorHref(author: NonNullable<BlogAuthor>): string {
  return `/agent/${encodeURIComponent(author.profile_slug || author.id)}`;
}
