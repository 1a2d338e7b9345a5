import { Hono } from "hono";
import type { AppEnv } from "../../deps";
import { siteOrigin } from "../../http/site-origin";
import { robotsTxt, sitemapXml } from "./documents";
import { loadSitemapData } from "./queries";

/** /robots.txt and /sitemap.xml, generated from the settings and the database on each request. */
export function crawlerRoutes() {
  return new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(robotsTxt(siteOrigin(c)));
    })
    .get("/sitemap.xml", async (c) => {
      const data = await loadSitemapData(c.get("deps").db);
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=600");
      return c.body(sitemapXml(siteOrigin(c), data));
    });
}
