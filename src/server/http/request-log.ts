import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { requestLineLogger, type Logger } from "../logger";
import type { AppEnv } from "./context";

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The id of a request: the caller's X-Request-Id when it is sane, else a new one. */
export function requestIdFrom(incoming: string | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** What the request log says about one request. */
export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** Milliseconds since `started` (a performance.now() reading), to a tenth. */
export function elapsedMs(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

/** Writes the line of a request: errors (5xx) at error level, everything else at info. */
export function writeRequestLine(log: Logger, line: RequestLine): void {
  if (line.status >= 500) log.error(line, "request");
  else log.info(line, "request");
}

/** Assigns a request id (kept from X-Request-Id when sane) and logs one line per request. */
export function requestLog(appLog: Logger): MiddlewareHandler<AppEnv> {
  const log = requestLineLogger(appLog);
  return async (c, next) => {
    const id = requestIdFrom(c.req.header("x-request-id"));
    c.set("requestId", id);
    const started = performance.now();
    try {
      await next();
    } finally {
      // Straight onto the response's headers: c.header() after the handler rebuilds the Response
      // around a stream, which takes @hono/node-server off its fast path (half the CPU of a cached read).
      // An answer built by completeResponse carries the id already.
      if (!c.get("complete")) c.res.headers.set("X-Request-Id", id);
      writeRequestLine(log, {
        reqId: id,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: elapsedMs(started),
      });
    }
  };
}
