import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { AppEnv } from "./context";

interface Entry {
  body: string;
  etag: string;
  version: number;
  expiresAt: number;
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
    let entries = byDatabase.get(db);
    if (!entries) {
      entries = new Map();
      byDatabase.set(db, entries);
    }
    const now = Date.now();
    const cached = entries.get(key);
    if (cached && cached.version === version && cached.expiresAt > now) return cached;
    const loadedAt = version;
    const body = JSON.stringify(await load());
    const hash = createHash("sha1").update(body).digest("base64url");
    const entry = { body, etag: `"${hash}"`, version: loadedAt, expiresAt: now + options.ttlMs };
    // A write that landed while loading makes this body possibly stale: serve it once, keep nothing.
    if (loadedAt === version) entries.set(key, entry);
    return entry;
  }

  return {
    /** Drops every entry; call after any write to the data behind this cache. */
    invalidate() {
      version += 1;
    },

    /** Answers from the cache, or with 304 when the caller already holds this body. */
    async respond(c: Context<AppEnv>, key: string, load: () => Promise<unknown>): Promise<Response> {
      const { db } = c.get("deps");
      const entry = await entryFor(db, key, load);
      c.header("ETag", entry.etag);
      c.header("Cache-Control", options.cacheControl);
      if (matchesEtag(c.req.header("if-none-match"), entry.etag)) return c.body(null, 304);
      c.header("Content-Type", "application/json");
      return c.body(entry.body, 200);
    },
  };
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
