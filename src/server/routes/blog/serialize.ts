import type { Agent, BlogPost } from "../../db/schema";

export interface PostWithAgent {
  post: BlogPost;
  agent: Pick<Agent, "id" | "name" | "profileSlug" | "isActive">;
}

/** The author as the public sees them; an inactive agent has no public page, so none is named. */
function authorToJson(agent: PostWithAgent["agent"]) {
  return agent.isActive ? { id: agent.id, name: agent.name, profile_slug: agent.profileSlug } : null;
}

export function blogPostSummaryToJson({ post, agent }: PostWithAgent) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    featured_image_url: post.featuredImageUrl,
    published_at: post.publishedAt,
    language: post.language,
    agent: authorToJson(agent),
  };
}

export function blogPostToJson(row: PostWithAgent) {
  const { post } = row;
  return {
    ...blogPostSummaryToJson(row),
    content: post.content,
    updated_at: post.updatedAt,
    seo_settings: {
      description: post.seoSettings.description ?? null,
      keywords: post.seoSettings.keywords ?? null,
    },
  };
}
