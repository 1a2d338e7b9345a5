import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Config } from "../config";
import { requestLineLogger, type Logger } from "../logger";
import { LEAD_FORMS, type LeadCaller, type LeadForm } from "../routes/leads/forms";
import { isTrustedPeer, limitNetwork, resolveClientIp } from "./client-ip";
import { smallJsonParts, type SmallJsonParts } from "./complete-response";
import type { AppDeps } from "./context";
import { errorAnswerOf, errorBody } from "./errors";
import { elapsedMs, requestIdFrom, writeRequestLine } from "./request-log";
import {
  isCrossSite,
  JSON_BODY_LIMIT,
  mediaType,
  originFrom,
  securityHeaderSets,
  securityHeadersFor,
  type SecurityHeaderSets,
} from "./security";
import { emailLinkOriginFrom } from "./site-origin";
import { parseWith } from "./validate";

const FORMS_PATH = "/api/leads/";
/** A Host header @hono/node-server writes into the request's URL as it is. */
const PLAIN_HOST = /^[a-z0-9._-]+(?::\d{1,5})?$/;
const DIGITS = /^\d+$/;
/** As @hono/node-server decodes a body for the app (a byte-order mark dropped, bad bytes replaced). */
const decoder = new TextDecoder();

/** Node joins repeated headers into one string, except a few it keeps as arrays. */
function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

function twoContentTypes(incoming: IncomingMessage): boolean {
  let seen = 0;
  const raw = incoming.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    if (raw[index]!.length === 12 && raw[index]!.toLowerCase() === "content-type") seen += 1;
  }
  return seen > 1;
}

type LaneDeps = Pick<AppDeps, "db" | "config" | "log" | "notifications">;

/**
 * Takes the three public lead forms (POST /api/leads/quote, /application, /contact) at the Node
 * level, in front of Hono, when the request is one the middleware would let through untouched
 * (docs/decisions/0054-lead-lane.md). The middleware's work is done with their own functions: the
 * request id and log line (request-log.ts), the security headers (securityHeadersFor), the CSRF rule
 * (isCrossSite) and the JSON body rule (type and length). A request any of them would refuse or treat
 * otherwise (another content type, a chunked or too long body, a cross-site origin, an unusual Host)
 * goes to the app untouched. So does a body that is not a valid lead, after it is read: nothing has
 * been done yet, and the app answers its 400 from the same bytes (@hono/node-server reads `rawBody`).
 * A valid lead is taken by the form the route uses (forms.ts), and its answer, or its error's, is
 * written from the same parts as the app's (smallJsonParts, errorAnswerOf).
 */
export class LeadLane {
  readonly #deps: LaneDeps;
  readonly #config: Config;
  readonly #log: Logger;
  readonly #security: SecurityHeaderSets;
  /** PUBLIC_SITE_URL's origin, which csrfGuard accepts beside the request's own. */
  readonly #configuredOrigin: string | undefined;
  /** Leads answered here rather than by the app (tests read it). */
  taken = 0;

  constructor(deps: LaneDeps) {
    this.#deps = deps;
    this.#config = deps.config;
    this.#log = requestLineLogger(deps.log);
    this.#security = securityHeaderSets(deps.config);
    this.#configuredOrigin = deps.config.publicSiteUrl
      ? new URL(deps.config.publicSiteUrl).origin
      : undefined;
  }

  /**
   * Takes the request and returns true, or returns false (nothing read or written) for the app.
   * Nothing thrown here reaches Node's request listener, where it would stop the process.
   */
  serve(incoming: IncomingMessage, outgoing: ServerResponse, app: RequestListener): boolean {
    let form: LeadForm | undefined;
    try {
      form = this.#formFor(incoming);
    } catch (error) {
      this.#deps.log.error({ err: error, path: incoming.url }, "lead lane failed");
      return false;
    }
    if (!form) return false;
    this.#read(form, incoming, outgoing, app);
    return true;
  }

  /** The form the request posts to, when the middleware would pass it on untouched. */
  #formFor(incoming: IncomingMessage): LeadForm | undefined {
    const { method, url, headers } = incoming;
    if (method !== "POST" || !url?.startsWith(FORMS_PATH)) return undefined;
    const name = url.slice(FORMS_PATH.length);
    if (!Object.hasOwn(LEAD_FORMS, name)) return undefined;
    if (headers.host === undefined || !PLAIN_HOST.test(headers.host)) return undefined;
    // bodyLimits: JSON, of a declared length within the limit. Node keeps the first of two
    // Content-Type headers, where the app reads both joined: such a request is the app's.
    if (mediaType(headers["content-type"]) !== "application/json" || twoContentTypes(incoming)) {
      return undefined;
    }
    const length = headers["content-length"];
    if (headers["transfer-encoding"] !== undefined || length === undefined || !DIGITS.test(length)) {
      return undefined;
    }
    if (Number(length) > JSON_BODY_LIMIT) return undefined;
    const crossSite = isCrossSite(
      single(headers.origin),
      single(headers["sec-fetch-site"]),
      () => this.#ownOrigin(incoming),
      this.#configuredOrigin,
    );
    if (crossSite) return undefined;
    return LEAD_FORMS[name as keyof typeof LEAD_FORMS];
  }

  #read(form: LeadForm, incoming: IncomingMessage, outgoing: ServerResponse, app: RequestListener): void {
    const started = performance.now();
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    // A request cut off before its body ended has no one to answer.
    incoming.on("error", () => outgoing.destroy());
    incoming.on("end", () => {
      const raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      let body: unknown;
      try {
        body = parseWith(form.schema, JSON.parse(decoder.decode(raw)));
      } catch {
        (incoming as IncomingMessage & { rawBody?: Buffer }).rawBody = raw;
        app(incoming, outgoing);
        return;
      }
      this.#answer(form, body, incoming, outgoing, started).catch((error: unknown) => {
        this.#deps.log.error({ err: error, path: incoming.url }, "lead lane failed");
        outgoing.destroy();
      });
    });
  }

  async #answer(
    form: LeadForm,
    body: unknown,
    incoming: IncomingMessage,
    outgoing: ServerResponse,
    started: number,
  ): Promise<void> {
    const { headers } = incoming;
    const requestId = requestIdFrom(single(headers["x-request-id"]));
    const security = securityHeadersFor(this.#security, single(headers["x-forwarded-proto"]), () =>
      this.#fromTrustedPeer(incoming),
    );
    let status: number;
    let parts: SmallJsonParts | undefined;
    try {
      parts = smallJsonParts(await form.take(this.#callerOf(incoming), body), security, requestId);
      if (!parts) throw new Error(`the answer of ${incoming.url} outgrew a small JSON answer`);
      status = 201;
    } catch (error) {
      const answer = errorAnswerOf(error, this.#deps.log, requestId);
      status = answer.status;
      parts =
        smallJsonParts(answer.body, security, requestId, answer.headers) ??
        this.#internalError(security, requestId);
    }
    outgoing.writeHead(status, parts.headers);
    outgoing.end(parts.body);
    this.taken += 1;
    writeRequestLine(this.#log, {
      reqId: requestId,
      method: "POST",
      path: incoming.url!,
      status,
      ms: elapsedMs(started),
    });
  }

  /** An error whose message outgrew a small answer; the lane's forms have none, but never a crash. */
  #internalError(security: Record<string, string>, requestId: string): SmallJsonParts {
    const body = errorBody("Something went wrong on our side. Please try again.", "internal_error");
    return smallJsonParts(body, security, requestId)!;
  }

  /** What the form reads of the request, as the route reads it from Hono's context. */
  #callerOf(incoming: IncomingMessage): LeadCaller {
    return {
      deps: this.#deps,
      network: () =>
        limitNetwork(
          resolveClientIp(
            incoming.socket.remoteAddress,
            single(incoming.headers["x-forwarded-for"]),
            this.#config.trustedProxies,
          ),
        ),
      linkOrigin: () => emailLinkOriginFrom(this.#config, () => this.#ownOrigin(incoming)),
    };
  }

  #fromTrustedPeer(incoming: IncomingMessage): boolean {
    return isTrustedPeer(this.#config.trustedProxies, incoming.socket.remoteAddress);
  }

  /** originOfRequest: the URL @hono/node-server gives the app, and what a trusted proxy forwarded. */
  #ownOrigin(incoming: IncomingMessage): string {
    const scheme = (incoming.socket as TLSSocket).encrypted ? "https" : "http";
    return originFrom(
      `${scheme}://${incoming.headers.host}${incoming.url}`,
      single(incoming.headers["x-forwarded-proto"]),
      single(incoming.headers["x-forwarded-host"]),
      () => this.#fromTrustedPeer(incoming),
    );
  }
}
