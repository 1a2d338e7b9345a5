import { and, asc, eq, ne, sql } from "drizzle-orm";
import { authUser } from "../../db/auth-schema";
import type { Database } from "../../db/client";
import { agentDocuments, agents, blogPosts, profiles } from "../../db/schema";
import type { Storage } from "../../storage/types";
import { ownedDocumentKey, ownedObjectKey, type StoredObject } from "../agent-profile/stored-objects";

/** Roles whose account exists only to run an agent profile; a super admin's account is never removed. */
const ACCOUNT_ROLES_REMOVED_WITH_AGENT = new Set(["agent", "admin"]);

const adminCreated = sql`coalesce((${blogPosts.seoSettings} ->> 'admin_created')::boolean, false)`;

/**
 * Deletes an agent as docs/decisions/0013-deleting-an-agent.md records, in one transaction: leads are
 * kept unassigned, posts the super admin wrote move to the oldest remaining agent, the agent's own
 * posts, testimonials, documents and analytics go with it, and so does its sign-in account. Answers
 * the stored files to remove once committed, or null when no agent has this id.
 */
export async function deleteAgent(
  db: Database,
  storage: Storage,
  id: string,
): Promise<StoredObject[] | null> {
  return db.transaction(async (tx) => {
    const [agent] = await tx.select().from(agents).where(eq(agents.id, id)).for("update");
    if (!agent) return null;

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

    const documents = await tx
      .select({ fileUrl: agentDocuments.fileUrl })
      .from(agentDocuments)
      .where(eq(agentDocuments.agentId, id));
    const posts = await tx
      .select({ image: blogPosts.featuredImageUrl })
      .from(blogPosts)
      .where(eq(blogPosts.agentId, id));

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

    const objects: StoredObject[] = [];
    const add = (bucket: StoredObject["bucket"], key: string | undefined) => {
      if (key) objects.push({ bucket, key });
    };
    add("agent-headshots", ownedObjectKey(storage, "agent-headshots", id, agent.headshotUrl));
    add("agent-banners", ownedObjectKey(storage, "agent-banners", id, agent.bannerImageUrl));
    for (const post of posts) {
      // A post's image falls back to the agent-banners bucket when blog-images fails (spec section 7).
      add("blog-images", ownedObjectKey(storage, "blog-images", id, post.image));
      add("agent-banners", ownedObjectKey(storage, "agent-banners", id, post.image));
    }
    for (const document of documents) add("agent-documents", ownedDocumentKey(id, document.fileUrl));
    return objects;
  });
}
