import { excerptOrFallback, type BlogPostUpdate } from "../../domain/schemas/blog-posts";
import { isUniqueViolation } from "../db/errors";
import type { BlogSeoSettings, NewBlogPost } from "../db/schema";
import { HttpError } from "../http/errors";
import { say } from "../../i18n/translate";

/** The form's fields every post has, whoever writes it; the slug and publishing are the caller's. */
export type PostFields = Pick<
  BlogPostUpdate,
  "title" | "excerpt" | "content" | "featured_image_url" | "seo_settings" | "language"
>;

/**
 * The stored columns of the form's fields; the excerpt falls back to the content's start (spec
 * section 9). `seoBase` keeps what the form does not edit, such as the admin_created flag. A language
 * left out is the column's English for a new post, and unchanged by an edit.
 */
export function postColumns(input: PostFields, seoBase: BlogSeoSettings) {
  return {
    title: input.title,
    excerpt: excerptOrFallback(input.excerpt, input.content),
    content: input.content,
    featuredImageUrl: input.featured_image_url,
    language: input.language,
    seoSettings: {
      ...seoBase,
      description: input.seo_settings.description ?? undefined,
      keywords: input.seo_settings.keywords ?? undefined,
    },
  } satisfies Partial<NewBlogPost>;
}

/**
 * Runs a write that picks a slug. A post saved with the same slug in between is a 409, not a 500;
 * with `attempts` above 1 the write (which picks its slug afresh) is retried first, for callers
 * who never chose the slug themselves.
 */
export async function savingPost<T>(write: () => Promise<T>, { attempts = 1 } = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error, "blog_posts_slug_unique")) throw error;
      if (attempt >= attempts) throw new HttpError(409, say("errors.slugTaken"), "conflict", "slug");
    }
  }
}
