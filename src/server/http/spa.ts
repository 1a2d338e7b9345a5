import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import type { AppEnv } from "./context";

/**
 * Serves the built SPA from `webDir`: hashed assets cached for a year, every other GET that is
 * not an API or storage path answered with index.html so the client router can take over.
 */
export function spaRoutes(webDir: string) {
  const routes = new Hono<AppEnv>();
  const indexPath = path.join(webDir, "index.html");
  if (!existsSync(indexPath)) return routes;
  // Re-read only when a new build replaced it, so a running server never points at deleted assets.
  let index = { mtimeMs: 0, html: "" };
  const indexHtml = () => {
    const { mtimeMs } = statSync(indexPath);
    if (mtimeMs !== index.mtimeMs) index = { mtimeMs, html: readFileSync(indexPath, "utf8") };
    return index.html;
  };
  const root = path.relative(process.cwd(), webDir) || ".";

  routes.use(
    "/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  routes.use(
    "*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );
  routes.get("*", (c) => {
    c.header("Cache-Control", "no-cache");
    return c.html(indexHtml());
  });
  return routes;
}

/** Finds dist/web next to the source tree or the bundled server. */
export function findWebDir(start: string): string | undefined {
  let dir = start;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, "dist", "web");
    if (existsSync(path.join(candidate, "index.html"))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}
