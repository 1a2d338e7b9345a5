import type { BlogPost } from "../db/schema";

/** A post's own fields in a back-office list, drafts included. */
export function postSummaryToJson(post: BlogPost) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    featured_image_url: post.featuredImageUrl,
    language: post.language,
    is_published: post.isPublished,
    published_at: post.publishedAt,
    created_at: post.createdAt,
    updated_at: post.updatedAt,
  };
}

/** What the edit form needs beyond the summary. */
export function postBodyToJson(post: BlogPost) {
  return {
    content: post.content,
    seo_settings: {
      description: post.seoSettings.description ?? null,
      keywords: post.seoSettings.keywords ?? null,
    },
  };
}
