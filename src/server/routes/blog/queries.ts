import { and, desc, eq, sql } from "drizzle-orm";
import type { Language } from "../../../domain/languages";
import type { Database } from "../../db/client";
import { agents, blogPosts } from "../../db/schema";
import type { PostWithAgent } from "./serialize";

const author = {
  id: agents.id,
  name: agents.name,
  profileSlug: agents.profileSlug,
  isActive: agents.isActive,
};

/**
 * Published posts, newest published first (spec section 7); with a language, that language's posts
 * come first, then the others. Drafts never leave the database here.
 */
export function listPublishedPosts(db: Database, language?: Language): Promise<PostWithAgent[]> {
  const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.createdAt)];
  return db
    .select({ post: blogPosts, agent: author })
    .from(blogPosts)
    .innerJoin(agents, eq(agents.id, blogPosts.agentId))
    .where(eq(blogPosts.isPublished, true))
    .orderBy(...(language ? [desc(sql`${blogPosts.language} = ${language}`)] : []), ...newestFirst);
}

export async function findPublishedPost(db: Database, slug: string): Promise<PostWithAgent | undefined> {
  const rows = await db
    .select({ post: blogPosts, agent: author })
    .from(blogPosts)
    .innerJoin(agents, eq(agents.id, blogPosts.agentId))
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
    .limit(1);
  return rows[0];
}
