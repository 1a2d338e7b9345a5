/** The public pages figures are measured on (bench:web, bench:phone): the demo data's. */
export const BENCH_PAGES = [
  "/",
  "/rates",
  "/agent/priyaraman",
  "/blog/first-home-checklist-canada",
  "/mortgage-calculator",
] as const;
