import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { englishPath, localeOfPath } from "../../i18n/locale";
import { renderHead } from "../pages/head";
import { modulePreloadLinks, pageChunks, referencedPaths, type BuildManifest } from "../pages/page-chunks";
import { fillPageTemplate, parsePageTemplate, type PageTemplate } from "../pages/page-template";
import { resolvePage } from "../pages/resolve-page";
import { isCompressible } from "./compressible";
import { firstVisitRedirect } from "./first-visit-language";
import type { AppEnv } from "../deps";
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

/** The built server side of the web app (src/web/entry-server.tsx): its one export the server calls. */
interface SsrEntry {
  renderPage(
    request: Request,
    api: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<
    | { kind: "page"; html: string; state: string; modules: string[] }
    | { kind: "redirect"; response: Response }
    | { kind: "client"; reason: string }
  >;
}

/** Must match SSR_STATE_ID in src/web/ssr-state.ts, where the browser reads it. */
const SSR_STATE_ID = "vayu-ssr-state";

/** How the page renderer reaches the API: the whole app, in process, as the visitor's browser would. */
export type FetchApp = (request: Request, env: unknown) => Response | Promise<Response>;

/**
 * The renderer built next to dist/web (dist/ssr/entry-server.js), loaded on the first page asked for.
 * Without one (a server started from the sources while Vite serves the web app) pages go out bare.
 */
function ssrLoader(webDir: string): (onError: (error: unknown) => void) => Promise<SsrEntry | undefined> {
  const entryPath = path.join(webDir, "..", "ssr", "entry-server.js");
  let loading: Promise<SsrEntry | undefined> | undefined;
  return (onError) => {
    // A renderer that cannot load is reported once, and the pages go out bare rather than failing.
    loading ??= existsSync(entryPath)
      ? (import(pathToFileURL(entryPath).href) as Promise<SsrEntry>).catch((error: unknown) => {
          onError(error);
          return undefined;
        })
      : Promise.resolve(undefined);
    return loading;
  };
}

/** The visitor's GET as the API would receive it from their browser: same cookies, same request id. */
function apiTransportFor(c: Context<AppEnv>, fetchApp: FetchApp) {
  return (apiPath: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    const cookie = c.req.header("cookie");
    if (cookie) headers.set("cookie", cookie);
    headers.set("x-request-id", c.get("requestId"));
    const forwardedFor = c.req.header("x-forwarded-for");
    if (forwardedFor) headers.set("x-forwarded-for", forwardedFor);
    return Promise.resolve(fetchApp(new Request(new URL(apiPath, c.req.url), { ...init, headers }), c.env));
  };
}

/**
 * The page rendered on the server; undefined when rendering failed, which is logged, and the visitor
 * gets the bare app, which the browser draws as it would have before: a broken render never costs a page.
 */
async function renderOrLog(c: Context<AppEnv>, ssr: SsrEntry, fetchApp: FetchApp) {
  try {
    return await ssr.renderPage(c.req.raw, apiTransportFor(c, fetchApp));
  } catch (error) {
    c.get("deps").log.error(
      { err: error, reqId: c.get("requestId"), path: c.req.path },
      "server render failed",
    );
    return undefined;
  }
}

/**
 * Serves the built SPA from `webDir`: hashed assets cached for a year, pre-compressed variants
 * when the browser accepts them, a 404 for any missing file, and index.html for every other GET
 * that is not an API or storage path so the client router can take over. That page carries the
 * head of the page asked for, in its language (title, description, canonical and hreflang
 * alternates, Open Graph, JSON-LD) and its status:
 * 404 for an address the web app has no page for, or a broker, post or catalogue item that is not there.
 */
export function spaRoutes(webDir: string, fetchApp: FetchApp) {
  const routes = new Hono<AppEnv>();
  const indexPath = path.join(webDir, "index.html");
  if (!existsSync(indexPath)) return routes;
  const manifestPath = path.join(webDir, ".vite", "manifest.json");
  // Re-read only when a new build replaced it, so a running server never points at deleted assets.
  let index: { mtimeMs: number; template: PageTemplate; manifest: BuildManifest; loaded: Set<string> } = {
    mtimeMs: 0,
    template: { beforeHead: "", betweenHeadAndBody: "", rootOpen: "", afterBody: "" },
    manifest: {},
    loaded: new Set(),
  };
  const built = () => {
    const { mtimeMs } = statSync(indexPath);
    if (mtimeMs !== index.mtimeMs) {
      const html = readFileSync(indexPath, "utf8");
      // Without a manifest (an older build) pages still load their chunks themselves.
      const manifest = existsSync(manifestPath)
        ? (JSON.parse(readFileSync(manifestPath, "utf8")) as BuildManifest)
        : {};
      index = { mtimeMs, template: parsePageTemplate(html), manifest, loaded: referencedPaths(html) };
    }
    return index;
  };
  const root = path.relative(process.cwd(), webDir) || ".";
  const loadSsr = ssrLoader(webDir);

  // The build's manifest is for the server: it names source files, and no page needs it.
  routes.all("/.vite/*", (c) => c.text("Not found", 404));
  routes.use("/assets/*", builtFiles(root, "public, max-age=31536000, immutable"));
  routes.use("*", builtFiles(root, "public, max-age=3600"));
  routes.get("*", async (c) => {
    // A missing script or picture must fail as one: an HTML page in its place hides the error.
    c.header("Cache-Control", "no-cache");
    if (FILE_LIKE_PATH.test(c.req.path)) return c.text("Not found", 404);
    const redirect = firstVisitRedirect(c);
    if (redirect) return redirect;
    const origin = siteOrigin(c);
    const locale = localeOfPath(c.req.path);
    const [page, ssr] = await Promise.all([
      resolvePage(c.get("deps"), englishPath(c.req.path), origin, locale),
      loadSsr((error) => c.get("deps").log.error({ err: error }, "the server renderer did not load")),
    ]);
    const head = renderHead(page.head, origin);
    const rendered = ssr ? await renderOrLog(c, ssr, fetchApp) : undefined;
    if (rendered?.kind === "redirect") return rendered.response;
    // Rendered with the visitor's cookies, the page may name them (the header's account menu, the
    // session in its state): no shared cache may keep it.
    if (rendered?.kind === "page" && c.req.header("cookie")) c.header("Cache-Control", "private, no-cache");
    const { template, manifest, loaded } = built();
    if (rendered?.kind !== "page") {
      return c.html(fillPageTemplate(template, head, undefined, "", locale), page.status);
    }
    const body = { html: rendered.html, state: rendered.state, stateId: SSR_STATE_ID };
    const preloads = modulePreloadLinks(pageChunks(manifest, rendered.modules), loaded);
    return c.html(fillPageTemplate(template, head, body, preloads, locale), page.status);
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
