import type { AdminPostRow } from "./queries";

/** A row of the super admin's blog list: drafts included, with the agent it belongs to. */
export function adminPostSummaryToJson({ post, agent }: AdminPostRow) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    featured_image_url: post.featuredImageUrl,
    is_published: post.isPublished,
    published_at: post.publishedAt,
    created_at: post.createdAt,
    updated_at: post.updatedAt,
    admin_created: post.seoSettings.admin_created === true,
    agent,
  };
}

/** Every field of a post, for the edit form. */
export function adminPostToJson(row: AdminPostRow) {
  return {
    ...adminPostSummaryToJson(row),
    content: row.post.content,
    seo_settings: {
      description: row.post.seoSettings.description ?? null,
      keywords: row.post.seoSettings.keywords ?? null,
    },
  };
}
