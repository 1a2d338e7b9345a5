import { and, asc, eq, ne, sql } from "drizzle-orm";
import { authUser } from "../../db/auth-schema";
import type { Database } from "../../db/client";
import { agents, blogPosts, profiles } from "../../db/schema";
import type { Logger } from "../../logger";
import type { Bucket, Storage } from "../../storage/types";

/** Roles whose account exists only to run an agent profile; a super admin's account is never removed. */
const ACCOUNT_ROLES_REMOVED_WITH_AGENT = new Set(["agent", "admin"]);

const adminCreated = sql`coalesce((${blogPosts.seoSettings} ->> 'admin_created')::boolean, false)`;

/**
 * Deletes an agent as docs/decisions/0013-deleting-an-agent.md records, in one transaction: leads are
 * kept unassigned, posts the super admin wrote move to the oldest remaining agent, the agent's own
 * posts, testimonials, documents and analytics go with it, and so does its sign-in account. False
 * when no agent has this id.
 */
export async function deleteAgent(db: Database, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [agent] = await tx.select().from(agents).where(eq(agents.id, id)).for("update");
    if (!agent) return false;

    const [heir] = await tx
      .select({ id: agents.id })
      .from(agents)
      .where(ne(agents.id, id))
      .orderBy(asc(agents.createdAt), asc(agents.id))
      .limit(1);
    if (heir) {
      await tx
        .update(blogPosts)
        .set({ agentId: heir.id })
        .where(and(eq(blogPosts.agentId, id), adminCreated));
    }

    await tx.delete(agents).where(eq(agents.id, id));

    if (agent.userId) {
      const [profile] = await tx
        .select({ role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, agent.userId));
      if (!profile || ACCOUNT_ROLES_REMOVED_WITH_AGENT.has(profile.role)) {
        // Sessions, credentials and the profile go with the user (ON DELETE CASCADE).
        await tx.delete(authUser).where(eq(authUser.id, agent.userId));
      }
    }

    return true;
  });
}

/** The buckets in which the agent's uploads are kept under a folder named by the agent's id (buildObjectKey). */
const AGENT_FOLDER_BUCKETS = [
  "agent-headshots",
  "agent-banners",
  "blog-images",
  "agent-documents",
] as const satisfies readonly Bucket[];

/**
 * Removes every file under the agent's folders once its rows are gone: pictures saved on the profile
 * or never saved, post images and documents alike. A failure is logged, not raised: the deletion is
 * committed, and the sweep of unreferenced uploads removes a public file left behind.
 */
export async function removeAgentFiles(storage: Storage, log: Logger, id: string): Promise<void> {
  await Promise.all(
    AGENT_FOLDER_BUCKETS.map(async (bucket) => {
      try {
        await storage.deleteFolder(bucket, id);
      } catch (err) {
        log.warn({ err, bucket, agentId: id }, "could not remove a deleted agent's files");
      }
    }),
  );
}
