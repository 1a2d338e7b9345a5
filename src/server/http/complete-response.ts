import type { Context } from "hono";
import type { AppEnv } from "../deps";

/** Header names in lower case, values as they go out. */
export type HeaderRecord = Record<string, string>;

const NO_SECURITY_HEADERS: HeaderRecord = {};

/**
 * Templates of one answer kind's headers (every header but its request id), one per set of security
 * headers the middleware put on the context (with or without HSTS, and per app when tests run
 * several), made the first time each is asked for.
 */
export class HeaderTemplates {
  readonly #own: HeaderRecord;
  readonly #bySecurity = new WeakMap<HeaderRecord, HeaderRecord>();

  constructor(own: HeaderRecord) {
    this.#own = own;
  }

  for(c: Context<AppEnv>): HeaderRecord {
    const security = c.get("securityHeaders") ?? NO_SECURITY_HEADERS;
    let template = this.#bySecurity.get(security);
    if (!template) {
      template = { ...security, "x-request-id": "", ...this.#own };
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
): Response {
  c.set("complete", true);
  // A copy of a template, then its values changed: V8 clones an object of a known shape in one step,
  // where adding the headers one by one to a new object cost ~20 µs a request.
  const headers = { ...templates.for(c) };
  const requestId = c.get("requestId");
  if (requestId) headers["x-request-id"] = requestId;
  else delete headers["x-request-id"];
  return new Response(body, { status, headers });
}
