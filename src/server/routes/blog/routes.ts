import { Hono } from "hono";
import { publicMessages } from "../../../domain/messages";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../http/context";
import { notFound } from "../../http/errors";
import { findPublishedPost, listPublishedPosts } from "./queries";
import { blogPostSummaryToJson, blogPostToJson } from "./serialize";

/** Longer than any slug the blog form produces. */
const MAX_SLUG_LENGTH = 300;

export function blogRoutes() {
  return new Hono<AppEnv>()
    .get("/", publicAccess, async (c) => {
      const rows = await listPublishedPosts(c.get("deps").db);
      return c.json({ posts: rows.map(blogPostSummaryToJson) });
    })
    .get("/:slug", publicAccess, async (c) => {
      const slug = c.req.param("slug");
      const row =
        slug.length <= MAX_SLUG_LENGTH ? await findPublishedPost(c.get("deps").db, slug) : undefined;
      if (!row) throw notFound(publicMessages.blogNotFound);
      return c.json({ post: blogPostToJson(row) });
    });
}
