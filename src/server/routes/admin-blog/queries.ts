import { asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { BlogPostState } from "../../../domain/schemas/blog-posts";
import type { Database } from "../../db/client";
import { agents, blogPosts, type BlogPost } from "../../db/schema";

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
