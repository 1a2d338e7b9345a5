import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { completeResponse, HeaderTemplates, type HeaderRecord } from "./complete-response";
import { MIN_COMPRESS_BYTES } from "./compressible";
import type { AppEnv } from "../deps";

type Encoding = "br" | "gzip";

/** One form of an entry's body on the wire: its bytes and every header of a 200 and of a 304. */
interface Variant {
  bytes: Uint8Array<ArrayBuffer>;
  ok: HeaderTemplates;
  notModified: HeaderTemplates;
}

interface Entry {
  body: string;
  etag: string;
  version: number;
  expiresAt: number;
  /** Built once per encoding a browser asked for ("identity" for the plain body), kept with the entry. */
  variants: Partial<Record<Encoding | "identity", Variant>>;
}

/** The best encoding the request accepts (a q=0 refuses one), or undefined for the plain body. */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

function encodeBody(body: string, encoding: Encoding | "identity"): Uint8Array<ArrayBuffer> {
  const bytes =
    encoding === "br"
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : encoding === "gzip"
        ? gzipSync(body, { level: 6 })
        : Buffer.from(body);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** A compressed answer's ETag is weak: it is the same data in other bytes. */
function buildVariant(entry: Entry, encoding: Encoding | "identity", cacheControl: string): Variant {
  const bytes = encodeBody(entry.body, encoding);
  const notModified: HeaderRecord = {
    etag: encoding === "identity" ? entry.etag : `W/${entry.etag}`,
    "cache-control": cacheControl,
  };
  if (entry.body.length >= MIN_COMPRESS_BYTES) notModified.vary = "Accept-Encoding";
  const ok: HeaderRecord = { ...notModified, "content-type": "application/json" };
  if (encoding !== "identity") ok["content-encoding"] = encoding;
  ok["content-length"] = String(bytes.byteLength);
  return { bytes, ok: new HeaderTemplates(ok), notModified: new HeaderTemplates(notModified) };
}

/** What a cached read answers one request with: a 200 with the body, or a 304. */
interface CachedAnswer {
  status: 200 | 304;
  body: Uint8Array<ArrayBuffer> | null;
  templates: HeaderTemplates;
}

export interface PublicCacheOptions {
  /**
   * Other app instances cannot tell this one about their writes, so an entry is also dropped after
   * this long; within one instance, `invalidate()` takes effect at once.
   */
  ttlMs: number;
  cacheControl: string;
}

/**
 * Serialised JSON bodies of a hot public read, with their ETag, computed once per data change rather
 * than hashed on every request (DESIGN.md, "Data"). Entries are kept per database, so two apps in one
 * process (tests) never share them. Keys must come from validated input, which keeps the set small.
 */
export function createPublicCache(options: PublicCacheOptions) {
  let version = 0;
  const byDatabase = new WeakMap<object, Map<string, Entry>>();

  async function entryFor(db: object, key: string, load: () => Promise<unknown>): Promise<Entry> {
    const now = Date.now();
    const cached = byDatabase.get(db)?.get(key);
    if (cached && cached.version === version && cached.expiresAt > now) return cached;
    const loadedAt = version;
    const body = JSON.stringify(await load());
    const hash = createHash("sha1").update(body).digest("base64url");
    const entry: Entry = {
      body,
      etag: `"${hash}"`,
      version: loadedAt,
      expiresAt: now + options.ttlMs,
      variants: {},
    };
    // A write that landed while loading makes this body possibly stale: serve it once, keep nothing.
    if (loadedAt === version) {
      let entries = byDatabase.get(db);
      if (!entries) {
        entries = new Map();
        byDatabase.set(db, entries);
      }
      entries.set(key, entry);
    }
    return entry;
  }

  /**
   * A body over 1 KB goes out brotli- or gzip-compressed when accepted, compressed once per entry
   * rather than per request; a caller that already holds this body gets a 304.
   */
  function answerFrom(
    entry: Entry,
    acceptEncoding: string | undefined,
    ifNoneMatch: string | undefined,
  ): CachedAnswer {
    const encoding =
      (entry.body.length >= MIN_COMPRESS_BYTES ? acceptedEncoding(acceptEncoding) : undefined) ?? "identity";
    const variant = (entry.variants[encoding] ??= buildVariant(entry, encoding, options.cacheControl));
    return matchesEtag(ifNoneMatch, entry.etag)
      ? { status: 304, body: null, templates: variant.notModified }
      : { status: 200, body: variant.bytes, templates: variant.ok };
  }

  return {
    /** Drops every entry; call after any write to the data behind this cache. */
    invalidate() {
      version += 1;
    },

    /**
     * Answers from the cache (loading the entry when it is missing or out of date), or with 304
     * when the caller already holds this body. The answer is complete (completeResponse): its
     * headers were built with the entry.
     */
    async respond(c: Context<AppEnv>, key: string, load: () => Promise<unknown>): Promise<Response> {
      const entry = await entryFor(c.get("deps").db, key, load);
      const { status, body, templates } = answerFrom(
        entry,
        c.req.header("accept-encoding"),
        c.req.header("if-none-match"),
      );
      return completeResponse(c, status, body, templates);
    },
  };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
