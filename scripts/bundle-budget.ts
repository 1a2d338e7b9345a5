/**
 * The most JavaScript a visitor's browser may download before a public page is usable, per route,
 * as transferred (brotli) bytes: tests/e2e/bundle-budget.spec.ts measures the built app in Chromium
 * and fails `npm test` when a route passes its limit. That public pages never load back-office
 * code is checked by the build itself (scripts/public-chunks.ts).
 */
/**
 * 140 KB and 155 KB before the site spoke French, raised by what react-intl and the page's catalogue
 * were measured to add (docs/perf-notes/i18n-libraries.md, "As built"): 17.7 KB and 20.7 KB; then by
 * the 2 KB the closing-cost pages and the lead workspace added to every page's entry and catalogues
 * (docs/perf-notes/closing-costs-calculators.md).
 */
const PUBLIC_PAGE_LIMIT = 160 * 1024;
const CALCULATOR_PAGE_LIMIT = 181 * 1024;
/**
 * The calculator pages' base plus each closing-cost page's own code (about 7.5 KB: the tables, the
 * insurance rules, their schemas and components) and its catalogue (3.9 KB, 4.7 KB in French):
 * docs/perf-notes/closing-costs-calculators.md.
 */
const CLOSING_COSTS_PAGE_LIMIT = 190 * 1024;

export const INITIAL_JS_LIMITS: Readonly<Record<string, number>> = {
  "/": PUBLIC_PAGE_LIMIT,
  "/rates": PUBLIC_PAGE_LIMIT,
  "/agent/priyaraman": PUBLIC_PAGE_LIMIT,
  "/blog/first-home-checklist-canada": PUBLIC_PAGE_LIMIT,
  "/mortgage-calculator": CALCULATOR_PAGE_LIMIT,
  // The closing-cost calculators load the calculators' catalogue and their own (issue 46).
  "/land-transfer-tax-calculator": CLOSING_COSTS_PAGE_LIMIT,
  "/cmhc-insurance-calculator": CLOSING_COSTS_PAGE_LIMIT,
  "/closing-costs-calculator": CLOSING_COSTS_PAGE_LIMIT,
  "/fr": PUBLIC_PAGE_LIMIT,
  "/fr/mortgage-calculator": CALCULATOR_PAGE_LIMIT,
  "/fr/closing-costs-calculator": CLOSING_COSTS_PAGE_LIMIT,
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
