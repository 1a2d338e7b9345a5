import { createPublicCache } from "../../http/public-cache";

/**
 * Rates are read on every public page view and written a few times a day. Browsers keep the body
 * but ask again each time (no-cache): the ETag makes that a cheap 304, and a rate the super admin
 * has just changed shows on the very next page load instead of up to a minute later.
 */
export const publicRatesCache = createPublicCache({
  ttlMs: 60_000,
  cacheControl: "public, no-cache",
});

/** Call after any write to mortgage_rates so public reads show it at once. */
export function invalidatePublicRates(): void {
  publicRatesCache.invalidate();
}
