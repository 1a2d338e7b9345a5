/**
 * The most JavaScript a visitor's browser may download before a public page is usable, per route,
 * as transferred (brotli) bytes: tests/e2e/bundle-budget.spec.ts measures the built app in Chromium
 * and fails `npm test` when a route passes its limit. That public pages never load back-office
 * code is checked by the build itself (scripts/public-chunks.ts).
 */
export const INITIAL_JS_LIMITS: Readonly<Record<string, number>> = {
  "/": 140 * 1024,
  "/rates": 140 * 1024,
  "/agent/priyaraman": 140 * 1024,
  "/blog/first-home-checklist-canada": 140 * 1024,
  "/mortgage-calculator": 155 * 1024,
};

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** One line per route over its limit; empty when every route fits. */
export function budgetOverruns(
  measured: Readonly<Record<string, number>>,
  limits: Readonly<Record<string, number>> = INITIAL_JS_LIMITS,
): string[] {
  return Object.entries(limits).flatMap(([route, limit]) => {
    const bytes = measured[route];
    if (bytes === undefined) return [`${route}: not measured`];
    return bytes > limit
      ? [
          `${route}: ${kilobytes(bytes)} of JavaScript, over its limit of ${kilobytes(limit)} by ${kilobytes(bytes - limit)}`,
        ]
      : [];
  });
}
