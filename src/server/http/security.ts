import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { Config } from "../config";
import { fromTrustedProxy } from "./client-ip";
import type { AppEnv } from "../deps";
import { HttpError } from "./errors";
import { say } from "../../i18n/translate";

export const JSON_BODY_LIMIT = 1024 * 1024;
/** The largest upload (a 25 MB document) plus multipart overhead. */
export const UPLOAD_BODY_LIMIT = 26 * 1024 * 1024;

function contentSecurityPolicy(config: Config): string {
  const storageOrigin = config.s3?.publicUrl ?? config.s3?.endpoint;
  const images = ["'self'", "data:", "blob:", storageOrigin ? new URL(storageOrigin).origin : ""]
    .filter(Boolean)
    .join(" ");
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and sonner position elements with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers a browser reads only on a document (a page, or a file opened as one): the policy, framing,
 * opener and permissions rules and the referrer policy of what the page itself asks for.
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  "content-security-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
  "permissions-policy",
  "referrer-policy",
]);

/** The build's hashed scripts, styles and fonts: only ever loaded by our pages, never a page. */
const BUILT_ASSETS = "/assets/";

/**
 * A set less the headers a browser ignores on a script, a stylesheet or a font. Over HTTP/1.1 each
 * header goes out uncompressed with every file: the document-only ones are about 600 bytes, a
 * sixth of a small script's transfer, on each of the ten-odd files a page loads before it is usable.
 */
function subresourceHeaders(set: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(set).filter(([name]) => !DOCUMENT_ONLY_HEADERS.has(name)));
}

/** The security headers every answer carries, computed once: rebuilding them per request costs throughput. */
function securityHeaderSet(config: Config): Record<string, string> {
  return {
    "content-security-policy": contentSecurityPolicy(config),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
    "referrer-policy": "strict-origin-when-cross-origin",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
}

const HSTS = { "strict-transport-security": "max-age=31536000; includeSubDomains" };

/**
 * Puts the security headers on every answer: the whole set on pages, the API and stored files (an
 * uploaded file can be opened as a document), the subresource set on built assets. HSTS goes on when
 * PUBLIC_SITE_URL is https, or when a trusted proxy says the browser came over HTTPS. An answer built
 * by completeResponse already carries them (it reads them from the context).
 */
export function securityHeaders(config: Config): MiddlewareHandler<AppEnv> {
  const plain = securityHeaderSet(config);
  const https: Record<string, string> = { ...plain, ...HSTS };
  const assetPlain = subresourceHeaders(plain);
  const assetHttps = subresourceHeaders(https);
  const httpsSite = config.publicSiteUrl?.startsWith("https://") ?? false;
  return async (c, next) => {
    const forAsset = c.req.path.startsWith(BUILT_ASSETS);
    const overHttps = httpsSite || (c.req.header("x-forwarded-proto") === "https" && fromTrustedProxy(c));
    const own = overHttps ? (forAsset ? assetHttps : https) : forAsset ? assetPlain : plain;
    c.set("securityHeaders", own);
    await next();
    if (c.get("complete")) return;
    const headers = c.res.headers;
    for (const name in own) {
      if (name === "strict-transport-security" || !headers.has(name)) headers.set(name, own[name]!);
    }
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** How many distinct (address, forwarded values) triples requestOrigin keeps before it starts over. */
const KNOWN_ORIGINS = 100;
const knownOrigins = new Map<string, string>();

/**
 * The scheme and authority of an absolute URL ("http://127.0.0.1:3000"): everything before its path,
 * query or fragment. The whole string when it has none.
 */
function urlHead(url: string): string {
  return URL_HEAD.exec(url)?.[0] ?? url;
}

const URL_HEAD = /^[^/?#]*\/\/[^/?#]*/;

/**
 * The origin the browser used to reach us; the forwarded values only from a trusted proxy. Only the
 * URL's scheme and authority decide it, so it is worked out once per address a site is reached at
 * (parsing the URL was most of the CSRF check's cost on every write); the set starts over when full,
 * since a Host header can say anything.
 */
export function requestOrigin(url: string, forwardedProto?: string, forwardedHost?: string) {
  const head = urlHead(url);
  const key = `${head}\n${forwardedProto ?? ""}\n${forwardedHost ?? ""}`;
  const known = knownOrigins.get(key);
  if (known !== undefined) return known;
  const own = new URL(head);
  if (forwardedHost) {
    // The forwarded host carries its own port, or none: the server's own port is not the browser's.
    own.port = "";
    own.host = forwardedHost;
  }
  if (forwardedProto) own.protocol = `${forwardedProto}:`;
  if (knownOrigins.size >= KNOWN_ORIGINS) knownOrigins.clear();
  knownOrigins.set(key, own.origin);
  return own.origin;
}

/**
 * The origin this request came to: its own URL's, or, from a trusted proxy, what that proxy
 * forwarded. Whether the peer is a trusted proxy is asked only when it forwarded something.
 */
export function originOfRequest(c: Context<AppEnv>): string {
  const forwardedProto = c.req.header("x-forwarded-proto");
  const forwardedHost = c.req.header("x-forwarded-host");
  const proxied = (forwardedProto !== undefined || forwardedHost !== undefined) && fromTrustedProxy(c);
  return requestOrigin(c.req.url, proxied ? forwardedProto : undefined, proxied ? forwardedHost : undefined);
}

/**
 * CSRF protection for cookie-authenticated mutations: a browser always sends Origin (or at
 * least Sec-Fetch-Site) on a cross-site POST, so a foreign origin (neither the one the request came
 * to nor PUBLIC_SITE_URL's) is refused. Requests with neither header come from non-browser clients,
 * which cannot carry a victim's cookie.
 */
export function csrfGuard(config: Config): MiddlewareHandler<AppEnv> {
  const configured = config.publicSiteUrl ? new URL(config.publicSiteUrl).origin : undefined;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const crossSite =
      origin === undefined
        ? c.req.header("sec-fetch-site") === "cross-site"
        : origin !== configured && origin !== originOfRequest(c);
    if (crossSite) throw new HttpError(403, say("errors.crossSiteRefused"), "csrf_rejected");
    return next();
  });
}

/**
 * Marks a route that takes a multipart upload: added to its middleware chain, it lets
 * `bodyLimits` allow the upload size and content type there. Every other route takes JSON only.
 */
export const acceptsUploads: MiddlewareHandler<AppEnv> = (_c, next) => next();

function takesUploads(c: Context<AppEnv>): boolean {
  return matchedRoutes(c).some((route) => route.handler === acceptsUploads);
}

/** The media type of a Content-Type header, without parameters, in lower case. */
function mediaType(header: string | undefined): string | undefined {
  return header?.split(";")[0]?.trim().toLowerCase() || undefined;
}

/** Per HTTP, a request carries a body when it declares a length or a transfer coding. */
function declaresBody(c: Context<AppEnv>): boolean {
  const length = c.req.header("content-length");
  return Number(length) > 0 || c.req.header("transfer-encoding") !== undefined;
}

/** Whether the request came through @hono/node-server's Node HTTP server (not app.request in a test). */
function fromNodeServer(c: Context<AppEnv>): boolean {
  return (c.env as { incoming?: unknown } | undefined)?.incoming !== undefined;
}

/**
 * Each write's body must be of the kind its route reads, and small: JSON up to 1 MB everywhere,
 * multipart up to the upload limit only on routes marked with `acceptsUploads`. The content type
 * is checked before a byte of the body is read; a write without a body (a DELETE, a bare POST) passes.
 */
export function bodyLimits(): MiddlewareHandler<AppEnv> {
  const onError = () => {
    throw new HttpError(413, say("api.tooLarge"), "payload_too_large");
  };
  const json = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError });
  const upload = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError });
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const type = mediaType(c.req.header("content-type"));
    const uploads = takesUploads(c);
    const expected = uploads ? "multipart/form-data" : "application/json";
    if ((type !== undefined || declaresBody(c)) && type !== expected) {
      throw new HttpError(415, say("errors.unsupportedMediaType", { expected }), "unsupported_media_type");
    }
    const length = c.req.header("content-length");
    if (fromNodeServer(c) && length !== undefined && c.req.header("transfer-encoding") === undefined) {
      // Node's parser holds the body to its declared length, so the header alone settles it. Hono's
      // bodyLimit would do the same, but only after opening the body as a web stream, which takes
      // @hono/node-server off its direct read of the request (a large share of a small write's CPU).
      if (Number.parseInt(length, 10) > (uploads ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT)) onError();
      return next();
    }
    return (uploads ? upload : json)(c, next);
  };
}
