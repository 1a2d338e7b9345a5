import type { PublicBucket, Storage } from "./types";

/** Stored values that a browser can already load as they are. */
const USABLE_AS_IS = /^(https?:\/\/|\/\/|\/|data:image\/)/i;

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
  try {
    return storage.publicUrl(bucket, value);
  } catch {
    return null;
  }
}
