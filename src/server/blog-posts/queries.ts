import { and, eq, like, ne, or, type SQL } from "drizzle-orm";
import { resolveSlugCollision, SLUG_SUFFIX_LIMIT } from "../../domain/slug";
import type { Database } from "../db/client";
import { blogPosts, type NewBlogPost } from "../db/schema";

/**
 * Blog post writes shared by the super admin's blog tab and the agents' own (spec section 7,
 * blog_posts). `ownerAgentId` scopes a write to one agent's posts, as agentScope gives it: undefined
 * reaches every post (the super admin), an id only that agent's.
 */

function byId(id: string, ownerAgentId: string | undefined): SQL | undefined {
  return and(
    eq(blogPosts.id, id),
    ownerAgentId === undefined ? undefined : eq(blogPosts.agentId, ownerAgentId),
  );
}

/**
 * The slugs that could collide with `slug` or one of its numbered variants (spec section 7, "select
 * slugs by prefix match"), leaving out the post being edited. A valid slug holds only a-z, 0-9 and
 * hyphens, so it carries no LIKE wildcard.
 */
export async function slugsStartingWith(db: Database, slug: string, exceptId?: string): Promise<string[]> {
  const matches = or(eq(blogPosts.slug, slug), like(blogPosts.slug, `${slug}-%`));
  const rows = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(exceptId ? and(matches, ne(blogPosts.id, exceptId)) : matches);
  return rows.map((row) => row.slug);
}

export interface FreeSlugOptions {
  /** The post being edited, whose own slug is no collision. */
  exceptId?: string;
  /** The highest numbered slug tried before the timestamp fallback (spec section 9: 10000). */
  limit?: number;
}

/** `slug`, or its first free variant: -2, -3 … up to the limit, then a timestamp (spec section 5). */
export async function freeSlug(
  db: Database,
  slug: string,
  { exceptId, limit = SLUG_SUFFIX_LIMIT }: FreeSlugOptions = {},
): Promise<string> {
  return resolveSlugCollision(slug, await slugsStartingWith(db, slug, exceptId), { limit });
}

export async function insertPost(db: Database, values: NewBlogPost): Promise<string> {
  const rows = await db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  return rows[0]!.id;
}

/** Updates a post; false when none has this id (within the owner's posts, when one is given). */
export async function updatePost(
  db: Database,
  id: string,
  values: Partial<NewBlogPost>,
  ownerAgentId?: string,
): Promise<boolean> {
  const rows = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(byId(id, ownerAgentId))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** Deletes a post; false when none has this id (within the owner's posts, when one is given). */
export async function deletePost(db: Database, id: string, ownerAgentId?: string): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(byId(id, ownerAgentId)).returning({ id: blogPosts.id });
  return rows.length > 0;
}
