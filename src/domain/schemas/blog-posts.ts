import { z } from "zod";
import { sayError } from "../../i18n/translate";
import { SLUG_PATTERN } from "../slug";
import { booleanFlag, oneOfError, optionalText, requiredText, tooLongError } from "./common";
import { languageSchema } from "./language";
import { pageQuerySchema } from "./pagination";

/**
 * The super admin's blog form (spec section 5, "Blog form (super admin)"): title, slug, excerpt and
 * content required; a featured image, SEO description and keywords; 'Publish immediately' on create.
 */

export const BLOG_LIMITS = {
  title: 200,
  slug: 200,
  excerpt: 500,
  content: 100_000,
  imageUrl: 2000,
  seoDescription: 160,
  seoKeywords: 300,
} as const;

/** Spec section 9: a post without an excerpt shows the first 150 characters of its content. */
export const EXCERPT_FALLBACK_LENGTH = 150;

export function excerptOrFallback(excerpt: string | null | undefined, content: string): string {
  const given = excerpt?.trim();
  return given ? given : content.trim().slice(0, EXCERPT_FALLBACK_LENGTH);
}

/**
 * An image address the site may render: http(s), or a path on this site such as an uploaded file's
 * /storage/… address. Protocol-relative and script addresses are refused.
 */
const imageUrl = z
  .string()
  .trim()
  .max(BLOG_LIMITS.imageUrl, tooLongError(BLOG_LIMITS.imageUrl))
  .nullish()
  .transform((value) => (value ? value : null))
  .refine(
    (value) => value === null || /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?![/\\])\S*$/.test(value),
    sayError("validation.imageAddress"),
  );

const seoSettings = z
  .object({
    description: optionalText(BLOG_LIMITS.seoDescription),
    keywords: optionalText(BLOG_LIMITS.seoKeywords),
  })
  .nullish()
  .transform((value) => value ?? { description: null, keywords: null });

const postFields = z.object({
  title: requiredText(BLOG_LIMITS.title, "validation.titleRequired"),
  slug: requiredText(BLOG_LIMITS.slug, "validation.slugRequired").regex(
    SLUG_PATTERN,
    sayError("validation.slugFormat"),
  ),
  /** Blank is accepted from API callers, who get the content's first 150 characters instead. */
  excerpt: optionalText(BLOG_LIMITS.excerpt),
  content: requiredText(BLOG_LIMITS.content, "validation.contentRequired"),
  featured_image_url: imageUrl,
  seo_settings: seoSettings,
  /** English unless "fr" is given; an edit that leaves it out keeps the post's language. */
  language: languageSchema.optional(),
});

/** PATCH /api/admin/blog/:id: the post's fields; publishing has its own route. */
export const blogPostUpdateSchema = postFields;
export type BlogPostUpdate = z.output<typeof blogPostUpdateSchema>;

/** POST /api/admin/blog: the fields and 'Publish immediately', off unless asked for (spec section 4). */
export const blogPostCreateSchema = postFields.extend({
  publish: booleanFlag().default(false),
});
export type BlogPostCreate = z.output<typeof blogPostCreateSchema>;

/** The form asks for the excerpt, as section 5 requires; the server's fallback serves other callers. */
export const blogPostFormSchema = blogPostCreateSchema.extend({
  excerpt: requiredText(BLOG_LIMITS.excerpt, "validation.excerptRequired"),
});
export type BlogPostFormInput = z.input<typeof blogPostFormSchema>;
export type BlogPostFormOutput = z.output<typeof blogPostFormSchema>;

/**
 * An agent's post (spec section 5, "For agent blogs only title and content are required"): no slug
 * field, since the slug always comes from the title, and no publishing, which is the super admin's.
 * Any other key in a body (is_published, agent_id, slug) is dropped, so it changes nothing.
 */
export const agentBlogPostSchema = postFields.omit({ slug: true });
export type AgentBlogPostInput = z.input<typeof agentBlogPostSchema>;
export type AgentBlogPost = z.output<typeof agentBlogPostSchema>;

export const blogPublishSchema = z.object({
  is_published: booleanFlag(),
});

/** Spec section 4: a post is a Draft until published. */
export const BLOG_POST_STATES = ["draft", "published"] as const;
export type BlogPostState = (typeof BLOG_POST_STATES)[number];

/**
 * GET /api/blog: `language=fr` lists the posts written in French first, then the others, each group
 * newest first (the French blog's order); without it, every post newest first.
 */
export const blogListQuerySchema = z.object({ language: languageSchema.optional() });
export type BlogListQuery = z.output<typeof blogListQuerySchema>;

export const adminBlogQuerySchema = pageQuerySchema.extend({
  state: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.enum(BLOG_POST_STATES, oneOfError(BLOG_POST_STATES)).optional(),
  ),
});
export type AdminBlogQuery = z.output<typeof adminBlogQuerySchema>;
