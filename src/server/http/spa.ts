import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { renderHead } from "../pages/head";
import { fillPageTemplate, parsePageTemplate, type PageTemplate } from "../pages/page-template";
import { resolvePage } from "../pages/resolve-page";
import { isCompressible } from "./compressible";
import type { AppEnv } from "./context";
import { siteOrigin } from "./site-origin";

/** A last path segment with a file extension: an asset, never one of the app's pages. */
const FILE_LIKE_PATH = /\/[^/]*\.[a-z0-9]{1,10}$/i;

/**
 * Files of the built site with pre-compressed variants (scripts/compress-assets.ts): brotli or gzip
 * for browsers that accept it, and headers set on the file's own response (serveStatic's onFound
 * runs after that response is made, so headers set there were lost).
 */
function builtFiles(root: string, cacheControl: string): MiddlewareHandler<AppEnv> {
  const serve = serveStatic<AppEnv>({ root, precompressed: true });
  return async (c, next) => {
    // A folder's address ("/" above all) is a page with its own head, never index.html as built.
    if (c.req.path.endsWith("/")) return next();
    const res = await serve(c, next);
    if (!(res instanceof Response)) return res;
    res.headers.set("Cache-Control", cacheControl);
    // Caches keep one copy per Accept-Encoding, the plain file included.
    if (isCompressible(c.req.path) && !/accept-encoding/i.test(res.headers.get("Vary") ?? "")) {
      res.headers.append("Vary", "Accept-Encoding");
    }
    return res;
  };
}

/**
 * Serves the built SPA from `webDir`: hashed assets cached for a year, pre-compressed variants
 * when the browser accepts them, a 404 for any missing file, and index.html for every other GET
 * that is not an API or storage path so the client router can take over. That page carries the
 * head of the page asked for (title, description, canonical, Open Graph, JSON-LD) and its status:
 * 404 for an address the web app has no page for, or a broker, post or catalogue item that is not there.
 */
export function spaRoutes(webDir: string) {
  const routes = new Hono<AppEnv>();
  const indexPath = path.join(webDir, "index.html");
  if (!existsSync(indexPath)) return routes;
  // Re-read only when a new build replaced it, so a running server never points at deleted assets.
  let index: { mtimeMs: number; template: PageTemplate } = {
    mtimeMs: 0,
    template: { beforeHead: "", afterHead: "" },
  };
  const indexTemplate = () => {
    const { mtimeMs } = statSync(indexPath);
    if (mtimeMs !== index.mtimeMs) {
      index = { mtimeMs, template: parsePageTemplate(readFileSync(indexPath, "utf8")) };
    }
    return index.template;
  };
  const root = path.relative(process.cwd(), webDir) || ".";

  routes.use("/assets/*", builtFiles(root, "public, max-age=31536000, immutable"));
  routes.use("*", builtFiles(root, "public, max-age=3600"));
  routes.get("*", async (c) => {
    // A missing script or picture must fail as one: an HTML page in its place hides the error.
    c.header("Cache-Control", "no-cache");
    if (FILE_LIKE_PATH.test(c.req.path)) return c.text("Not found", 404);
    const origin = siteOrigin(c);
    const page = await resolvePage(c.get("deps"), c.req.path, origin);
    return c.html(fillPageTemplate(indexTemplate(), renderHead(page.head, origin)), page.status);
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
