/** The public pages issue 14's figures are measured on (bench:web, bench:phone): the demo data's. */
export const BENCH_PAGES = [
  "/",
  "/rates",
  "/agent/priyaraman",
  "/blog/first-home-checklist-canada",
  "/mortgage-calculator",
] as const;
