import { Hono, type Context } from "hono";
import { agentBlogPostSchema } from "../../../domain/schemas/blog-posts";
import { pageQuerySchema } from "../../../domain/schemas/pagination";
import { SLUG_SUFFIX_LIMIT, slugFromTitle } from "../../../domain/slug";
import { deletePost, freeSlug, insertPost, updatePost } from "../../blog-posts/queries";
import { postBodyToJson, postSummaryToJson } from "../../blog-posts/serialize";
import { postColumns, savingPost } from "../../blog-posts/write";
import type { BlogPost } from "../../db/schema";
import { ownAgentId, requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { forbidden, notFound } from "../../http/errors";
import { limitUploads } from "../../http/upload-limit";
import { acceptsUploads } from "../../http/security";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { storeUploadedImage } from "../../storage/store-image";
import { countOwnPosts, findOwnPost, listOwnPosts } from "./queries";
import { say } from "../../../i18n/translate";

export interface DashboardBlogOptions {
  /** The highest numbered slug tried before the timestamp fallback (spec section 9: 10000). */
  slugSuffixLimit?: number;
}

const agentsAndAdmins = requireRole("agent", "admin");

/** Saves picking the same free slug at the same moment: each retry picks again, past the winner's. */
const SLUG_ATTEMPTS = 5;

/**
 * Saved by an agent, a post is always a draft: only a super admin publishes (spec sections 2 and 6).
 * Editing a published post takes it off the blog until it is approved again (docs/decisions/0016).
 */
const AWAITING_APPROVAL = { isPublished: false, publishedAt: null } as const;

async function ownPost(c: Context<AppEnv>, id: string, agentId: string): Promise<BlogPost> {
  const post = await findOwnPost(c.get("deps").db, id, agentId);
  // Another agent's post is as unknown as a missing one.
  if (!post) throw notFound(say("errors.postNotFound"));
  return post;
}

/** Written by the super admin under the agent's name (seo_settings.admin_created, spec section 3). */
const isAdminCreated = (post: BlogPost) => post.seoSettings.admin_created === true;

/** One of the caller's posts that they may change: the super admin's posts stay the super admin's. */
async function ownEditablePost(c: Context<AppEnv>, id: string, agentId: string): Promise<BlogPost> {
  const post = await ownPost(c, id, agentId);
  if (isAdminCreated(post)) throw forbidden(say("errors.adminPostReadOnly"));
  return post;
}

const summaryToJson = (post: BlogPost) => ({
  ...postSummaryToJson(post),
  admin_created: isAdminCreated(post),
});
const postToJson = (post: BlogPost) => ({ ...summaryToJson(post), ...postBodyToJson(post) });

/**
 * The agent dashboard's blog tab (spec section 7, blog_posts): the caller's own posts, any state.
 * A new post's slug comes from its title with the super admin's rules, and an edit keeps it, as the
 * admin's edit does, so a shared link stays valid. The body cannot choose the slug, publish the post
 * or give it to another agent.
 */
export function dashboardBlogRoutes({ slugSuffixLimit = SLUG_SUFFIX_LIMIT }: DashboardBlogOptions = {}) {
  const slugFor = (c: Context<AppEnv>, title: string) =>
    freeSlug(c.get("deps").db, slugFromTitle(title), { limit: slugSuffixLimit });

  return new Hono<AppEnv>()
    .get("/", agentsAndAdmins, async (c) => {
      const agentId = ownAgentId(c);
      const { limit, offset } = readQuery(c, pageQuerySchema);
      const { db } = c.get("deps");
      const [rows, total] = await Promise.all([
        listOwnPosts(db, agentId, { limit, offset }),
        countOwnPosts(db, agentId),
      ]);
      c.header("Cache-Control", "private, no-store");
      return c.json({ posts: rows.map(summaryToJson), total, limit, offset });
    })
    .post("/images", agentsAndAdmins, acceptsUploads, limitUploads, async (c) => {
      // Spec section 7: an agent's image is keyed under their agent id.
      return c.json(await storeUploadedImage(c, "blog-images", ownAgentId(c)), 201);
    })
    .get("/:id", agentsAndAdmins, async (c) => {
      const agentId = ownAgentId(c);
      const id = uuidParam(c.req.param("id"), say("errors.postNotFound"));
      c.header("Cache-Control", "private, no-store");
      return c.json({ post: postToJson(await ownPost(c, id, agentId)) });
    })
    .post("/", agentsAndAdmins, async (c) => {
      const agentId = ownAgentId(c);
      const input = await readJson(c, agentBlogPostSchema);
      const { db } = c.get("deps");
      const now = new Date();
      const id = await savingPost(
        async () =>
          insertPost(db, {
            ...postColumns(input, {}),
            ...AWAITING_APPROVAL,
            agentId,
            slug: await slugFor(c, input.title),
            createdAt: now,
            updatedAt: now,
          }),
        // The agent did not choose the slug, so a save racing theirs for it is retried, not reported.
        { attempts: SLUG_ATTEMPTS },
      );
      return c.json({ post: postToJson(await ownPost(c, id, agentId)) }, 201);
    })
    .patch("/:id", agentsAndAdmins, async (c) => {
      const agentId = ownAgentId(c);
      const id = uuidParam(c.req.param("id"), say("errors.postNotFound"));
      const input = await readJson(c, agentBlogPostSchema);
      const post = await ownEditablePost(c, id, agentId);
      const changes = { ...postColumns(input, post.seoSettings), ...AWAITING_APPROVAL };
      if (!(await updatePost(c.get("deps").db, id, changes, agentId)))
        throw notFound(say("errors.postNotFound"));
      return c.json({ post: postToJson(await ownPost(c, id, agentId)) });
    })
    .delete("/:id", agentsAndAdmins, async (c) => {
      const agentId = ownAgentId(c);
      const id = uuidParam(c.req.param("id"), say("errors.postNotFound"));
      await ownEditablePost(c, id, agentId);
      if (!(await deletePost(c.get("deps").db, id, agentId))) throw notFound(say("errors.postNotFound"));
      return c.body(null, 204);
    });
}
