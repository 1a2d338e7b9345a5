import { createPublicCache } from "../../http/public-cache";

/** Rates are read on every public page view and written a few times a day. */
export const publicRatesCache = createPublicCache({
  ttlMs: 60_000,
  cacheControl: "public, max-age=60",
});

/** Call after any write to mortgage_rates so public reads show it at once. */
export function invalidatePublicRates(): void {
  publicRatesCache.invalidate();
}
