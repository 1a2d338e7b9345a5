import { SourceError } from "./types";

export interface FetchSourceOptions {
  /** The source's name in messages ("Rates page"). */
  source: string;
  /** The setting that holds the address, named when the address is wrong. */
  setting: string;
  /** Time allowed for the whole answer, headers and body. */
  timeoutMs: number;
  accept: string;
  /** Content types the source must answer with (matched on the start of the header). */
  contentTypes: readonly string[];
  maxBytes?: number;
  maxRedirects?: number;
}

export const USER_AGENT = "VayuRateSync/1.0 (+https://vayu.ca; nightly mortgage rate update)";
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;

/**
 * One GET of a rate source, with every way it can go wrong turned into a SourceError that tells
 * the super admin what happened: the time limit covers a body that trickles in, redirects are
 * followed by hand (so a loop is named), and the body size is capped.
 */
export async function fetchSource(url: string, options: FetchSourceOptions): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await follow(url, options, controller.signal);
    checkStatus(response, options);
    checkContentType(response, options);
    return await readCapped(response, options.maxBytes ?? DEFAULT_MAX_BYTES, options.source);
  } catch (error) {
    if (error instanceof SourceError) throw error;
    if (controller.signal.aborted) {
      throw new SourceError(
        options.source,
        `${options.source} did not answer within ${seconds(options.timeoutMs)}; try again later.`,
      );
    }
    throw new SourceError(
      options.source,
      `${options.source} could not be reached (${networkCause(error, url)}).`,
    );
  } finally {
    clearTimeout(timer);
  }
}

async function follow(url: string, options: FetchSourceOptions, signal: AbortSignal): Promise<Response> {
  const seen = new Set<string>();
  let current = url;
  for (let hop = 0; ; hop += 1) {
    if (!/^https?:$/.test(new URL(current).protocol)) {
      throw new SourceError(
        options.source,
        `${options.source} redirected to ${current}, which is not an http(s) address.`,
      );
    }
    seen.add(current);
    const response = await fetch(current, {
      redirect: "manual",
      signal,
      headers: { "user-agent": USER_AGENT, accept: options.accept },
    });
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    const next = new URL(location, current).toString();
    if (seen.has(next)) {
      throw new SourceError(
        options.source,
        `${options.source} redirects in a loop (${current} → ${next}); check ${options.setting}.`,
      );
    }
    if (hop + 1 >= (options.maxRedirects ?? DEFAULT_MAX_REDIRECTS)) {
      throw new SourceError(
        options.source,
        `${options.source} redirected too many times; check ${options.setting}.`,
      );
    }
    current = next;
  }
}

function checkStatus(response: Response, options: FetchSourceOptions): void {
  const { status } = response;
  if (status >= 200 && status < 300) return;
  const name = options.source;
  if (status === 401 || status === 403) {
    throw new SourceError(
      name,
      `${name} refused the request (HTTP ${status}). Sites sometimes block automated requests; add rates by hand until it allows them again.`,
    );
  }
  if (status === 404 || status === 410) {
    throw new SourceError(
      name,
      `${name} was not found at ${response.url || "its address"} (HTTP ${status}); check ${options.setting}.`,
    );
  }
  if (status === 429)
    throw new SourceError(name, `${name} asked us to slow down (HTTP 429); try again later.`);
  if (status >= 500)
    throw new SourceError(name, `${name} had a server error (HTTP ${status}); try again later.`);
  throw new SourceError(name, `${name} answered HTTP ${status} instead of the rates.`);
}

function checkContentType(response: Response, options: FetchSourceOptions): void {
  const type = (response.headers.get("content-type") ?? "").toLowerCase();
  if (options.contentTypes.some((allowed) => type.startsWith(allowed))) return;
  throw new SourceError(
    options.source,
    `${options.source} answered with ${type || "no content type"} instead of ${options.contentTypes.join(" or ")}.`,
  );
}

async function readCapped(response: Response, maxBytes: number, source: string): Promise<string> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new SourceError(
      source,
      `${source} sent ${megabytes(declared)}, more than the ${megabytes(maxBytes)} allowed.`,
    );
  }
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    total += chunk.byteLength;
    if (total > maxBytes) {
      throw new SourceError(source, `${source} sent more than the ${megabytes(maxBytes)} allowed.`);
    }
    chunks.push(chunk);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

function networkCause(error: unknown, url: string): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  const host = new URL(url).host;
  switch (cause?.code) {
    case "ECONNREFUSED":
      return `${host} refused the connection`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `no server named ${new URL(url).hostname}`;
    case "ECONNRESET":
      return `${host} closed the connection`;
    default:
      return cause?.code ? `${cause.code} from ${host}` : `network error talking to ${host}`;
  }
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;
const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
