import type { Context } from "hono";
import { MIN_COMPRESS_BYTES } from "./compressible";
import type { AppEnv } from "./context";

/** Header names in lower case, values as they go out. */
export type HeaderRecord = Record<string, string>;

const NO_SECURITY_HEADERS: HeaderRecord = {};

/**
 * Every header of a complete answer but its request id: the security headers the middleware put on
 * the context (securityHeaders) and the caller's own, which must include Content-Length when there
 * is a body. Build it once per answer kind and reuse it (see HeaderTemplates).
 */
function headerTemplate(security: HeaderRecord, own: HeaderRecord): HeaderRecord {
  return { ...security, "x-request-id": "", ...own };
}

/**
 * Templates of one answer kind, one per set of security headers (with or without HSTS, and per app
 * when tests run several), made the first time each is asked for.
 */
export class HeaderTemplates {
  readonly #own: HeaderRecord;
  readonly #bySecurity = new WeakMap<HeaderRecord, HeaderRecord>();

  constructor(own: HeaderRecord) {
    this.#own = own;
  }

  for(c: Context<AppEnv>): HeaderRecord {
    return this.forSecurity(c.get("securityHeaders") ?? NO_SECURITY_HEADERS);
  }

  /** The template with this set of security headers (one of securityHeaderSets' objects). */
  forSecurity(security: HeaderRecord): HeaderRecord {
    let template = this.#bySecurity.get(security);
    if (!template) {
      template = headerTemplate(security, this.#own);
      this.#bySecurity.set(security, template);
    }
    return template;
  }
}

/**
 * An answer that carries every header itself, so the middleware leave it as it is and
 * @hono/node-server writes the record straight out without building a Headers object: most of
 * the cost of a cached public read (docs/decisions/0032-complete-answers-and-batched-log.md).
 */
export function completeResponse(
  c: Context<AppEnv>,
  status: number,
  body: Uint8Array<ArrayBuffer> | null,
  templates: HeaderTemplates,
  /** For templates of answers whose size varies: their Content-Length (the template holds a placeholder). */
  contentLength?: number,
): Response {
  c.set("complete", true);
  // A copy of a template, then its values changed: V8 clones an object of a known shape in one step,
  // where adding the headers one by one to a new object cost ~20 µs a request.
  const headers = { ...templates.for(c) };
  const requestId = c.get("requestId");
  if (requestId) headers["x-request-id"] = requestId;
  else delete headers["x-request-id"];
  if (contentLength !== undefined) headers["content-length"] = String(contentLength);
  return new Response(body, { status, headers });
}

/** A JSON answer's headers; its length is set per answer. */
const SMALL_JSON = new HeaderTemplates({ "content-type": "application/json", "content-length": "0" });

/** A small JSON answer's bytes and every header it goes out with. */
export interface SmallJsonParts {
  body: Buffer<ArrayBuffer>;
  headers: HeaderRecord;
}

/**
 * The bytes and headers of `value` as a small JSON answer: the security headers, the request id
 * (left out when there is none), the length, and `extra` (lower-case names, such as a 429's
 * retry-after). Undefined from MIN_COMPRESS_BYTES up: such an answer is worth compressing.
 */
export function smallJsonParts(
  value: unknown,
  security: HeaderRecord,
  requestId: string | undefined,
  extra?: HeaderRecord,
): SmallJsonParts | undefined {
  const body = Buffer.from(JSON.stringify(value));
  if (body.byteLength >= MIN_COMPRESS_BYTES) return undefined;
  const headers = { ...SMALL_JSON.forSecurity(security) };
  if (requestId) headers["x-request-id"] = requestId;
  else delete headers["x-request-id"];
  headers["content-length"] = String(body.byteLength);
  if (extra) Object.assign(headers, extra);
  return { body, headers };
}

/**
 * A small JSON answer (a stored lead's id) as a complete answer. Through `c.json`, the middleware
 * reading and setting its headers afterwards made @hono/node-server build a Headers object and read
 * it back for every lead; this one is written as it is. From MIN_COMPRESS_BYTES up, an answer goes
 * through `c.json` and the compress middleware. The lead lane writes its answers from the same
 * parts (lead-lane.ts).
 */
export function smallJson(c: Context<AppEnv>, status: 200 | 201, value: unknown): Response {
  const parts = smallJsonParts(value, c.get("securityHeaders") ?? NO_SECURITY_HEADERS, c.get("requestId"));
  if (!parts) return c.json(value, status);
  c.set("complete", true);
  return new Response(parts.body, { status, headers: parts.headers });
}
