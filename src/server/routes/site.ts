import { Hono } from "hono";
import { publicAccess } from "../http/authorize";
import type { AppEnv } from "../http/context";

/** Settings the SPA needs at run time (the page carries no inline script to hold them). */
export function siteRoutes() {
  return new Hono<AppEnv>().get("/", publicAccess, (c) => {
    const { config } = c.get("deps");
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ externalApplyUrl: config.externalApplyUrl, newsletterUrl: config.newsletterUrl });
  });
}
