import { and, asc, count, desc, eq, like, ne, or, type SQL } from "drizzle-orm";
import type { BlogPostState } from "../../../domain/schemas/blog-posts";
import type { Database } from "../../db/client";
import { agents, blogPosts, type BlogPost, type NewBlogPost } from "../../db/schema";

export interface AdminPostRow {
  post: BlogPost;
  agent: { id: string; name: string };
}

function whereState(state: BlogPostState | undefined): SQL | undefined {
  return state ? eq(blogPosts.isPublished, state === "published") : undefined;
}

function selectWithAgent(db: Database) {
  return db
    .select({ post: blogPosts, agent: { id: agents.id, name: agents.name } })
    .from(blogPosts)
    .innerJoin(agents, eq(agents.id, blogPosts.agentId));
}

/** One page of every post, drafts and published alike, newest first, with its agent. */
export function listPosts(
  db: Database,
  state: BlogPostState | undefined,
  page: { limit: number; offset: number },
): Promise<AdminPostRow[]> {
  return selectWithAgent(db)
    .where(whereState(state))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPosts(db: Database, state: BlogPostState | undefined): Promise<number> {
  const rows = await db.select({ total: count() }).from(blogPosts).where(whereState(state));
  return rows[0]?.total ?? 0;
}

export async function findPost(db: Database, id: string): Promise<AdminPostRow | null> {
  const rows = await selectWithAgent(db).where(eq(blogPosts.id, id)).limit(1);
  return rows[0] ?? null;
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

/** The agent a new post belongs to: the caller's own, else the oldest agent, else none (spec section 5). */
export async function agentForNewPost(db: Database, callerAgentId: string | null): Promise<string | null> {
  if (callerAgentId) return callerAgentId;
  const rows = await db
    .select({ id: agents.id })
    .from(agents)
    .orderBy(asc(agents.createdAt), asc(agents.id))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function insertPost(db: Database, values: NewBlogPost): Promise<string> {
  const rows = await db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  return rows[0]!.id;
}

/** Updates a post; false when none has this id. */
export async function updatePost(db: Database, id: string, values: Partial<NewBlogPost>): Promise<boolean> {
  const rows = await db
    .update(blogPosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** Deletes a post; false when none has this id. */
export async function deletePost(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  return rows.length > 0;
}

/** PostgreSQL's unique_violation, however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
