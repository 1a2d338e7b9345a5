import type { PublicBucket, Storage } from "./types";

/** Stored values a browser can load as they are: the forms the web app's URL filter keeps. */
const USABLE_AS_IS = /^(https?:\/\/|\/(?![/\\]))/i;
/** Any other address with a scheme (data:, javascript:…) is neither usable nor a key. */
const OTHER_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The address to load a catalogue image from: a full URL (or a path on this site) is kept, anything
 * else is a key in `bucket` (spec section 2, products and services). A key the storage driver refuses
 * resolves to null rather than failing the whole listing.
 */
export function resolveImageSrc(
  storage: Storage,
  bucket: PublicBucket,
  stored: string | null,
): string | null {
  const value = stored?.trim();
  if (!value) return null;
  if (USABLE_AS_IS.test(value)) return value;
  if (OTHER_SCHEME.test(value)) return null;
  try {
    return storage.publicUrl(bucket, value);
  } catch {
    return null;
  }
}
