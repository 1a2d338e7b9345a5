import { Hono, type Context } from "hono";
import { assertSafeKey, InvalidStorageKeyError } from "../storage/keys";
import { IMMUTABLE_CACHE_CONTROL } from "../storage/content-types";
import { isPublicBucket, type Storage } from "../storage/types";
import { errorBody } from "../http/errors";
import { say } from "../../i18n/translate";

// An SVG opened directly may not run script, load anything, or reach the page's origin.
const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function notFound(c: Context) {
  return c.json(errorBody(say("errors.fileNotFound"), "not_found"), 404);
}

/** Response bodies need a plain ArrayBuffer behind them; copy only when the bytes sit in a shared one. */
function responseBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch (error) {
    if (error instanceof InvalidStorageKeyError) return false;
    throw error;
  }
}

/**
 * Serves uploaded files of the public buckets for drivers that keep them themselves (local disk);
 * HEAD is answered by GET. Private buckets (agents' documents) answer 404 like an unknown bucket.
 */
export function storageRoutes(storage: Storage): Hono {
  const routes = new Hono();

  routes.get("/storage/:bucket/:key{.+}", async (c) => {
    const bucket = c.req.param("bucket");
    const key = c.req.param("key");
    if (storage.get === undefined || !isPublicBucket(bucket) || !isSafeKey(key)) return notFound(c);

    const stored = await storage.get(bucket, key);
    if (stored === undefined) return notFound(c);

    c.header("Content-Type", stored.contentType);
    c.header("Content-Length", String(stored.body.byteLength));
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cache-Control", IMMUTABLE_CACHE_CONTROL);
    if (stored.contentType === "image/svg+xml") {
      c.header("Content-Security-Policy", SVG_CONTENT_SECURITY_POLICY);
    }
    return c.body(responseBytes(stored.body));
  });

  routes.all("/storage/*", notFound);

  return routes;
}
