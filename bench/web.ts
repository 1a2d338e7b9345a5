// `npm run bench:web`: Lighthouse (mobile, default simulated throttling) on the built app's public
// pages, in Debian's Chromium, printing performance, LCP, CLS and TBT with the accessibility, best
// practices and SEO scores. Needs `npm run build` first. Prints numbers; asserts nothing. Set
// BENCH_RUNS for more runs per page (each figure's median is shown), BENCH_WEB_DETAIL=1 to also print each
// page's LCP element with its phases, the simulated and observed paints, the last steps of the
// simulated LCP (what its estimate waits for) and the longest main-thread tasks.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type RunnerResult } from "lighthouse";
import { LanternLargestContentfulPaint } from "lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js";
import { BENCH_PAGES } from "./pages";
import { startServer, stopServer } from "./servers";

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const DETAIL = process.env.BENCH_WEB_DETAIL === "1";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

interface Result {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  detail: string[];
}

interface TableDetails {
  items?: Record<string, unknown>[];
}

/** Where a page's LCP time goes and what holds the main thread, in a few lines. */
function describe(audits: Record<string, { details?: unknown }>): string[] {
  const lines: string[] = [];
  // The unthrottled load Lighthouse recorded: its simulation counts every request that ended
  // before the observed paint, so how late that paint came says what the estimate includes.
  const metrics = (audits.metrics?.details as TableDetails | undefined)?.items?.[0];
  if (metrics) {
    const ms = (key: string) => Math.round(Number(metrics[key]));
    lines.push(
      `  simulated FCP ${ms("firstContentfulPaint")} ms, LCP ${ms("largestContentfulPaint")} ms; ` +
        `observed unthrottled FCP ${ms("observedFirstContentfulPaint")} ms, LCP ${ms("observedLargestContentfulPaint")} ms`,
    );
  }
  const lcp = audits["largest-contentful-paint-element"]?.details as { items?: TableDetails[] } | undefined;
  for (const table of lcp?.items ?? []) {
    for (const item of table.items ?? []) {
      const node = item.node as { snippet?: string } | undefined;
      if (node?.snippet) lines.push(`  LCP element: ${node.snippet.slice(0, 120)}`);
      if (typeof item.phase === "string")
        lines.push(`  LCP ${item.phase}: ${Math.round(Number(item.timing))} ms`);
    }
  }
  const longTasks = (audits["long-tasks"]?.details as TableDetails | undefined)?.items ?? [];
  for (const task of longTasks.slice(0, 5)) {
    lines.push(
      `  long task ${Math.round(Number(task.duration))} ms at ${Math.round(Number(task.startTime))} ms: ${String(task.url)}`,
    );
  }
  return lines;
}

/**
 * The last steps of Lighthouse's simulated LCP (its pessimistic graph, the later of the two it
 * averages): the estimate is the time the last of these ends, so they are what to make smaller or
 * earlier. Each line: simulated start and end, and the request (priority, bytes) or main-thread task.
 */
async function lcpCriticalPath(run: RunnerResult): Promise<string[]> {
  const { artifacts, lhr } = run as unknown as {
    artifacts: Record<string, unknown>;
    lhr: { configSettings: unknown };
  };
  const settings = lhr.configSettings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const lcp = (await LanternLargestContentfulPaint.request(
    data as never,
    {
      computedCache: new Map(),
      settings,
    } as never,
  )) as unknown as {
    pessimisticEstimate: { nodeTimings: Map<LanternNode, { startTime: number; endTime: number }> };
  };
  const timings = [...lcp.pessimisticEstimate.nodeTimings].sort((a, b) => a[1].endTime - b[1].endTime);
  return timings.slice(-LCP_PATH_STEPS).map(([node, time]) => {
    const what =
      node.type === "network"
        ? `${node.request.priority} ${new URL(node.request.url).pathname} (${node.request.transferSize} B)`
        : `main-thread task, ${node.childEvents
            .filter((event) => (event.dur ?? 0) >= 1000)
            .map((event) => `${event.name} ${Math.round(event.dur! / 1000)} ms`)
            .slice(0, 4)
            .join(", ")} (unthrottled)`;
    return `  LCP path ${Math.round(time.startTime)}–${Math.round(time.endTime)} ms: ${what}`;
  });
}

/** How many of the simulated LCP's last steps BENCH_WEB_DETAIL prints. */
const LCP_PATH_STEPS = 4;

type LanternNode =
  | { type: "network"; request: { priority: string; url: string; transferSize: number } }
  | { type: "cpu"; childEvents: { name: string; dur?: number }[] };

/** Attempts at one run when Lighthouse reports that it could not measure the page at all. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run. A run Lighthouse could not measure (its runtimeError, such as no trace recorded,
 * or no LCP at all) scores 0 with no LCP; it says nothing about the page, so it is run again, and
 * the failure is printed rather than folded into the table.
 */
async function lighthouseRun(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const lcp = result.lhr.audits["largest-contentful-paint"];
    const failure =
      result.lhr.runtimeError ??
      (Number.isFinite(lcp?.numericValue)
        ? undefined
        : { code: "NO_LCP", message: lcp?.errorMessage ?? "no largest contentful paint measured" });
    if (!failure) return result;
    const reason = `${failure.code}: ${failure.message}`;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url} (${reason})`);
    console.log(`  (${url}: Lighthouse could not measure this run, ${reason}; running it again)`);
  }
}

async function audit(url: string, port: number): Promise<Result> {
  const run = await lighthouseRun(url, port);
  const { categories, audits } = run.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? NaN,
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    detail: DETAIL ? [...describe(audits), ...(await lcpCriticalPath(run))] : [],
  };
}

/** Requests per page before measuring, so Lighthouse meets a server in its steady state. */
const WARM_UP_REQUESTS = 5;

/**
 * A server that has just started compiles each page's code on its first renders; a visitor meets one
 * that has been answering for hours. Each page is requested a few times first so the first page
 * measured does not carry that one-off cost in its TTFB.
 */
async function warmUp(base: string): Promise<void> {
  for (const page of BENCH_PAGES) {
    for (let i = 0; i < WARM_UP_REQUESTS; i += 1) {
      const response = await fetch(`${base}${page}`);
      if (!response.ok) throw new Error(`${page} answered ${response.status} while warming up`);
      await response.arrayBuffer();
    }
  }
}

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * Each figure's own median over the runs (the run with the median score says little of the others:
 * on a shared machine the blocking time of one page moves by a factor of two from run to run), the
 * details of the run with the median score, and the range of the blocking time.
 */
function summarise(results: Result[]): Result & { tbtRange: [number, number] } {
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  const tbts = results.map((r) => r.tbtMs);
  return {
    performance: middle(results.map((r) => r.performance)),
    lcpMs: middle(results.map((r) => r.lcpMs)),
    cls: middle(results.map((r) => r.cls)),
    tbtMs: middle(tbts),
    accessibility: middle(results.map((r) => r.accessibility)),
    bestPractices: middle(results.map((r) => r.bestPractices)),
    seo: middle(results.map((r) => r.seo)),
    detail: byScore[Math.floor(byScore.length / 2)]!.detail,
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
  };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-bench-web-"));
  const app = await startServer(["dist/server/main.js"], {
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await warmUp(app.url);
    console.log(`Lighthouse mobile, ${RUNS} run(s) per page, the median of each figure\n`);
    console.log("page                                 perf  LCP s  CLS    TBT ms  a11y  BP   SEO  TBT range");
    for (const page of BENCH_PAGES) {
      const runs: Result[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await audit(`${app.url}${page}`, chrome.port));
      const r = summarise(runs);
      console.log(
        `${page.padEnd(36)} ${String(r.performance).padStart(4)}  ${(r.lcpMs / 1000).toFixed(1).padStart(5)}  ` +
          `${r.cls.toFixed(3)}  ${String(Math.round(r.tbtMs)).padStart(6)}  ${String(r.accessibility).padStart(4)}  ` +
          `${String(r.bestPractices).padStart(3)}  ${String(r.seo).padStart(3)}  ` +
          `${Math.round(r.tbtRange[0])}–${Math.round(r.tbtRange[1])}`,
      );
      for (const line of r.detail) console.log(line);
    }
  } finally {
    chrome.kill();
    await stopServer(app);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
