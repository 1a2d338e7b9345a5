import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";
import type { Config } from "../config";
import { requestLineLogger, type Logger } from "../logger";
import { isTrustedPeer } from "./client-ip";
import type { AppEnv } from "./context";
import type { CachedAnswers } from "./public-cache";
import { elapsedMs, requestIdFrom, writeRequestLine } from "./request-log";
import { securityHeaderSets, securityHeadersFor, type SecurityHeaderSets } from "./security";

/** Where one URL's answers are: a public cache and the key its route computed from the URL. */
interface Remembered {
  source: CachedAnswers;
  key: string;
  /** The path as the request log writes it (Hono's c.req.path). */
  path: string;
}

/** More URLs than the public reads have (extra query parameters make new ones): start over. */
const MAX_URLS = 512;

/**
 * Answers a GET for a URL that a public cache answered before straight from that cache, at the
 * Node level, without entering Hono (docs/decisions/0034-answer-replay.md).
 *
 * A cached read's answer depends on nothing but its URL (which the route turns into the cache key),
 * Accept-Encoding and If-None-Match (which the cache's own `answer` reads, as `respond` does),
 * and on the request id and the security headers (the functions the middleware use). Everything
 * else in the middleware chain leaves a GET whose answer is complete untouched. So the first
 * request for a URL goes through the app, its route tells the replay where the answer lives, and
 * the next ones are written from the same bytes and header templates, with the same log line. An
 * entry that is out of date, a HEAD or any other method, or an unknown URL goes through the app.
 */
export class AnswerReplay {
  readonly #byUrl = new Map<string, Remembered>();
  readonly #db: object;
  readonly #log: Logger;
  readonly #appLog: Logger;
  readonly #config: Config;
  readonly #security: SecurityHeaderSets;
  /** Answers written here rather than by the app (tests read it). */
  replayed = 0;

  constructor(deps: { db: object; log: Logger; config: Config }) {
    this.#db = deps.db;
    this.#log = requestLineLogger(deps.log);
    this.#appLog = deps.log;
    this.#config = deps.config;
    this.#security = securityHeaderSets(deps.config);
  }

  /** Called by a public cache's `respond`: this request's URL is answered from `source` at `key`. */
  remember(c: Context<AppEnv>, source: CachedAnswers, key: string): void {
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (c.req.method !== "GET" || incoming?.url === undefined) return;
    // A page rendered on the server reads the API through the app with its own request's bindings:
    // that inner read is not what the socket asked for.
    const asked = new URL(c.req.url);
    if (asked.pathname + asked.search !== incoming.url) return;
    if (this.#byUrl.size >= MAX_URLS) this.#byUrl.clear();
    this.#byUrl.set(incoming.url, { source, key, path: c.req.path });
  }

  /**
   * Writes the answer and returns true, or returns false (nothing written) for the app to answer.
   * A failure is logged and leaves the request to the app, or ends the connection when the
   * answer had begun: it never escapes into Node's request listener, where it would stop the process.
   */
  serve(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
    try {
      return this.#serve(incoming, outgoing);
    } catch (error) {
      this.#appLog.error({ err: error, path: incoming.url }, "answer replay failed");
      if (!outgoing.headersSent) return false;
      outgoing.destroy();
      return true;
    }
  }

  #serve(incoming: IncomingMessage, outgoing: ServerResponse): boolean {
    if (incoming.method !== "GET") return false;
    const remembered = this.#byUrl.get(incoming.url!);
    if (!remembered) return false;
    const started = performance.now();
    const headers = incoming.headers;
    const answer = remembered.source.answer(
      this.#db,
      remembered.key,
      headers["accept-encoding"],
      headers["if-none-match"],
    );
    if (!answer) return false;
    const reqId = requestIdFrom(single(headers["x-request-id"]));
    const security = securityHeadersFor(this.#security, single(headers["x-forwarded-proto"]), () =>
      isTrustedPeer(this.#config.trustedProxies, incoming.socket.remoteAddress),
    );
    // A copy of the template with the id set, as completeResponse makes it.
    const out = { ...answer.templates.forSecurity(security) };
    out["x-request-id"] = reqId;
    outgoing.writeHead(answer.status, out);
    if (answer.body) outgoing.end(answer.body);
    else outgoing.end();
    this.replayed += 1;
    writeRequestLine(this.#log, {
      reqId,
      method: "GET",
      path: remembered.path,
      status: answer.status,
      ms: elapsedMs(started),
    });
    return true;
  }
}

/** Node joins repeated headers into one string, except a few it keeps as arrays. */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}
