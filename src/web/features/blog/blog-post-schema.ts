import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../../domain/languages";

export const blogAuthorSchema = z
  .object({ id: z.string(), name: z.string(), profile_slug: z.string().nullable().catch(null) })
  .nullable()
  .catch(null);

/** The language a post is written in; posts from before languages existed are English. */
const languageSchema = z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE);

export const blogPostSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string().nullable().catch(null),
  featured_image_url: z.string().nullable().catch(null),
  published_at: z.string().nullable().catch(null),
  language: languageSchema,
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

/** GET /api/blog/:slug and GET /api/blog, loaded with their first read in the browser (lib/api.ts). */
export const blogPostBodySchema = z.object({ post: blogPostSchema });
export const blogPostListSchema = z.object({ posts: z.array(blogPostSummarySchema) });

export type BlogAuthor = z.infer<typeof blogAuthorSchema>;
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
