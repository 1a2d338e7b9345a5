import type { Context } from "hono";
import type { AppEnv } from "./context";

/** Header names in lower case, values as they go out. */
export type HeaderRecord = Record<string, string>;

/**
 * An answer that carries every header itself: the security headers and request id the middleware
 * would add, plus the caller's (which must include Content-Length when there is a body). The
 * middleware then leave it as it is, and @hono/node-server writes the record straight out without
 * building a Headers object, which is most of the cost of a cached public read (DESIGN.md, "Data").
 */
export function completeResponse(
  c: Context<AppEnv>,
  status: number,
  body: Uint8Array<ArrayBuffer> | null,
  headers: HeaderRecord,
): Response {
  c.set("complete", true);
  const all: HeaderRecord = { ...c.get("securityHeaders") };
  const requestId = c.get("requestId");
  if (requestId) all["x-request-id"] = requestId;
  for (const name in headers) all[name] = headers[name]!;
  return new Response(body, { status, headers: all });
}
