import { Hono, type Context } from "hono";
import {
  adminBlogQuerySchema,
  blogPostCreateSchema,
  blogPostUpdateSchema,
  blogPublishSchema,
} from "../../../domain/schemas/blog-posts";
import { SLUG_SUFFIX_LIMIT } from "../../../domain/slug";
import { deletePost, freeSlug, insertPost, updatePost } from "../../blog-posts/queries";
import { postColumns, savingPost } from "../../blog-posts/write";
import { currentActor, requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { HttpError, notFound } from "../../http/errors";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { agentForNewPost, countPosts, findPost, listPosts, type AdminPostRow } from "./queries";
import { adminPostSummaryToJson, adminPostToJson } from "./serialize";
import { say } from "../../../i18n/translate";

export interface AdminBlogOptions {
  /** The highest numbered slug tried before the timestamp fallback (spec section 9: 10000). */
  slugSuffixLimit?: number;
}

const superAdminOnly = requireRole("super_admin");

async function existing(c: Context<AppEnv>, id: string): Promise<AdminPostRow> {
  const row = await findPost(c.get("deps").db, id);
  if (!row) throw notFound(say("errors.postNotFound"));
  return row;
}

/**
 * The super admin's blog tab (spec section 7, blog_posts). Edit, publish and delete are super_admin
 * only (section 6). The public blog reads the table on every request, so a change shows at once.
 */
export function adminBlogRoutes({ slugSuffixLimit = SLUG_SUFFIX_LIMIT }: AdminBlogOptions = {}) {
  const slugFor = (c: Context<AppEnv>, slug: string, exceptId?: string) =>
    freeSlug(c.get("deps").db, slug, { exceptId, limit: slugSuffixLimit });

  return new Hono<AppEnv>()
    .get("/", superAdminOnly, async (c) => {
      const { limit, offset, state } = readQuery(c, adminBlogQuerySchema);
      const { db } = c.get("deps");
      const [rows, total] = await Promise.all([
        listPosts(db, state, { limit, offset }),
        countPosts(db, state),
      ]);
      c.header("Cache-Control", "private, no-store");
      return c.json({ posts: rows.map(adminPostSummaryToJson), total, limit, offset });
    })
    .get("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.postNotFound"));
      c.header("Cache-Control", "private, no-store");
      return c.json({ post: adminPostToJson(await existing(c, id)) });
    })
    .post("/", superAdminOnly, async (c) => {
      const input = await readJson(c, blogPostCreateSchema);
      const { db } = c.get("deps");
      const agentId = await agentForNewPost(db, currentActor(c).agentId);
      if (!agentId) {
        throw new HttpError(400, say("errors.noAgentForPost"), "no_agent");
      }
      const now = new Date();
      const id = await savingPost(async () =>
        insertPost(db, {
          ...postColumns(input, { admin_created: true }),
          agentId,
          slug: await slugFor(c, input.slug),
          isPublished: input.publish,
          publishedAt: input.publish ? now : null,
          createdAt: now,
          updatedAt: now,
        }),
      );
      return c.json({ post: adminPostToJson(await existing(c, id)) }, 201);
    })
    .patch("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.postNotFound"));
      const input = await readJson(c, blogPostUpdateSchema);
      const { post } = await existing(c, id);
      await savingPost(async () =>
        updatePost(c.get("deps").db, id, {
          ...postColumns(input, post.seoSettings),
          slug: await slugFor(c, input.slug, id),
        }),
      );
      return c.json({ post: adminPostToJson(await existing(c, id)) });
    })
    .patch("/:id/publish", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.postNotFound"));
      const { is_published } = await readJson(c, blogPublishSchema);
      // Spec section 4: publishing stamps the time, unpublishing clears it.
      const changed = await updatePost(c.get("deps").db, id, {
        isPublished: is_published,
        publishedAt: is_published ? new Date() : null,
      });
      if (!changed) throw notFound(say("errors.postNotFound"));
      return c.json({ post: adminPostSummaryToJson(await existing(c, id)) });
    })
    .delete("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.postNotFound"));
      if (!(await deletePost(c.get("deps").db, id))) throw notFound(say("errors.postNotFound"));
      return c.body(null, 204);
    });
}
