import type { MiddlewareHandler } from "hono";
import { MIN_COMPRESS_BYTES } from "./compressible";
import type { AppEnv } from "../deps";

/** What is worth compressing on the fly; streams (the chat's events, CSV exports) are left whole. */
const COMPRESSIBLE_TYPE = /^(?:application\/(?:json|xml)|text\/(?:html|plain))(?:;|$)/;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARIES_BY_ENCODING = /(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i;

/** True when Accept-Encoding lists gzip (or *) without refusing it by q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    return (name === "gzip" || name === "*") && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/**
 * JSON, HTML, XML and plain text leave gzipped when the browser accepts it, unless the answer says
 * it is under 1 KB. Built assets carry their own brotli and gzip files, and an answer built whole
 * (completeResponse) chose its encoding already: both pass untouched.
 */
export function compressAnswers(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.get("complete") || c.req.method === "HEAD") return;
    const res = c.res;
    if (res.status === 204 || res.status === 206 || res.status === 304) return;
    const headers = res.headers;
    const type = headers.get("content-type");
    if (!type || !COMPRESSIBLE_TYPE.test(type)) return;
    if (headers.has("content-encoding") || headers.has("transfer-encoding")) return;
    if (NO_TRANSFORM.test(headers.get("cache-control") ?? "")) return;
    const length = headers.get("content-length");
    if (length !== null && Number(length) < MIN_COMPRESS_BYTES) return;
    const vary = headers.get("vary");
    if (!vary) headers.set("vary", "Accept-Encoding");
    else if (!VARIES_BY_ENCODING.test(vary)) headers.set("vary", `${vary}, Accept-Encoding`);
    if (!acceptsGzip(c.req.header("accept-encoding")) || !res.body) return;
    // Hono copies the old answer's headers onto the new one; the length and ETag are fixed after.
    c.res = new Response(res.body.pipeThrough(new CompressionStream("gzip")), res);
    const out = c.res.headers;
    out.delete("content-length");
    out.set("content-encoding", "gzip");
    const etag = out.get("etag");
    if (etag && !etag.startsWith("W/")) out.set("etag", `W/${etag}`);
  };
}
