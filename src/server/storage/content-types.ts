/** Content types of the extensions the upload checks can produce; the server picks every extension. */
export const CONTENT_TYPE_BY_EXTENSION: ReadonlyMap<string, string> = new Map([
  ["jpg", "image/jpeg"],
  ["png", "image/png"],
  ["webp", "image/webp"],
  ["gif", "image/gif"],
  ["avif", "image/avif"],
  ["svg", "image/svg+xml"],
  ["pdf", "application/pdf"],
  ["doc", "application/msword"],
  ["docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
]);

const FALLBACK_CONTENT_TYPE = "application/octet-stream";

export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf(".");
  if (dot === -1 || dot < key.lastIndexOf("/")) return FALLBACK_CONTENT_TYPE;
  return CONTENT_TYPE_BY_EXTENSION.get(key.slice(dot + 1).toLowerCase()) ?? FALLBACK_CONTENT_TYPE;
}

/** Keys carry a timestamp and are never rewritten, so browsers and CDNs may keep objects forever. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Private objects (agents' documents) are never kept by a browser or a shared cache. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";
