import { Hono } from "hono";
import { publicMessages } from "../../../domain/messages";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { identifierParam } from "../../http/validate";
import { findPublishedPost, listPublishedPosts } from "./queries";
import { blogPostSummaryToJson, blogPostToJson } from "./serialize";

export function blogRoutes() {
  return new Hono<AppEnv>()
    .get("/", publicAccess, async (c) => {
      const rows = await listPublishedPosts(c.get("deps").db);
      return c.json({ posts: rows.map(blogPostSummaryToJson) });
    })
    .get("/:slug", publicAccess, async (c) => {
      const slug = identifierParam(c.req.param("slug"), publicMessages.blogNotFound);
      const row = await findPublishedPost(c.get("deps").db, slug);
      if (!row) throw notFound(publicMessages.blogNotFound);
      return c.json({ post: blogPostToJson(row) });
    });
}
