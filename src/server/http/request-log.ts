import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../deps";
import type { Logger } from "../logger";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Assigns a request id (the caller's X-Request-Id when it is sane, else a new one) and logs one line
 * per request: errors (5xx) at error level, everything else at info.
 */
export function requestLog(log: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const id = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", id);
    const started = performance.now();
    try {
      await next();
    } finally {
      // Straight onto the response's headers: c.header() after the handler rebuilds the Response
      // around a stream, which takes @hono/node-server off its fast path (half the CPU of a cached read).
      // An answer built by completeResponse carries the id already.
      if (!c.get("complete")) c.res.headers.set("X-Request-Id", id);
      const line = {
        reqId: id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      if (line.status >= 500) log.error(line, "request");
      else log.info(line, "request");
    }
  };
}
