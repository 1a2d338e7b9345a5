import { Hono } from "hono";
import { say } from "../../../i18n/translate";
import { blogListQuerySchema } from "../../../domain/schemas/blog-posts";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { identifierParam, readQuery } from "../../http/validate";
import { findPublishedPost, listPublishedPosts } from "./queries";
import { blogPostSummaryToJson, blogPostToJson } from "./serialize";

export function blogRoutes() {
  return new Hono<AppEnv>()
    .get("/", publicAccess, async (c) => {
      const { language } = readQuery(c, blogListQuerySchema);
      const rows = await listPublishedPosts(c.get("deps").db, language);
      return c.json({ posts: rows.map(blogPostSummaryToJson) });
    })
    .get("/:slug", publicAccess, async (c) => {
      const slug = identifierParam(c.req.param("slug"), say("errors.blogNotFound"));
      const row = await findPublishedPost(c.get("deps").db, slug);
      if (!row) throw notFound(say("errors.blogNotFound"));
      return c.json({ post: blogPostToJson(row) });
    });
}
