import { createPublicCache } from "../../http/public-cache";

/**
 * Active lenders are read on every home page and broker profile and written a few times a year.
 * "no-cache" makes a browser ask again each time (a cheap 304 from this cache), so a change the
 * super admin makes shows on the visitor's next load rather than up to a minute later.
 */
export const publicLendersCache = createPublicCache({
  ttlMs: 60_000,
  cacheControl: "public, no-cache",
});

/** Call after any write to lenders so public reads show it at once. */
export function invalidatePublicLenders(): void {
  publicLendersCache.invalidate();
}
