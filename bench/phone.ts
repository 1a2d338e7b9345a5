// `npm run bench:phone`: the public pages as a phone on a slow connection meets them, measured in the
// browser rather than simulated: Debian's Chromium through Playwright with Lighthouse's mobile figures
// applied for real (150 ms round trip, 1.6 Mbps down, 750 Kbps up, CPU slowed 4×, a 412 px screen),
// a fresh browser context per load. For each page, the medians of first contentful paint, largest
// contentful paint, and "interactive": when React has taken the server's page over (the document's
// data-interactive attribute, src/web/app-frame.tsx), from which a tap does what it should.
// Needs `npm run build` first. Prints numbers; asserts nothing. BENCH_RUNS sets the loads per page.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { BENCH_PAGES } from "./pages";
import { median, root, startServer, stopServer } from "./servers";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Lighthouse's mobile throttling, applied to the browser instead of simulated afterwards. */
const PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};
/** Requests made before measuring, so the server's first renders are not what a load waits for. */
const WARM_UP_LOADS = 5;

interface Load {
  fcp: number;
  lcp: number;
  interactive: number;
}

async function measure(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
    await page.addInitScript(() => {
      const seen = window as unknown as { lastLcp: number };
      seen.lastLcp = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.lastLcp = entry.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-interactive"), null, {
      timeout: 120_000,
      polling: 50,
    });
    // The attribute is set in an effect: the time of its first observation, at most one poll late.
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { lastLcp: number }).lastLcp,
      interactive: performance.now(),
    }));
  } finally {
    await context.close();
  }
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-bench-phone-"));
  const app = await startServer([path.join(root, "dist/server/main.js")], {
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    for (const page of BENCH_PAGES)
      for (let i = 0; i < WARM_UP_LOADS; i += 1) await (await fetch(`${app.url}${page}`)).text();
    console.log(
      `Public pages on a throttled phone (150 ms RTT, 1.6 Mbps, CPU ×4), median of ${RUNS} load(s), ms\n`,
    );
    console.log(`${"page".padEnd(37)}${"FCP".padStart(7)}${"LCP".padStart(7)}${"interactive".padStart(13)}`);
    for (const page of BENCH_PAGES) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) loads.push(await measure(browser, `${app.url}${page}`));
      const ms = (pick: (load: Load) => number) => String(Math.round(median(loads.map(pick))));
      console.log(
        `${page.padEnd(37)}${ms((l) => l.fcp).padStart(7)}${ms((l) => l.lcp).padStart(7)}` +
          ms((l) => l.interactive).padStart(13),
      );
    }
  } finally {
    await browser.close();
    await stopServer(app);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
