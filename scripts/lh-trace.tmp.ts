import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run"] });
for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
const r: any = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
const a = r.lhr.audits;
console.log("TBT", Math.round(a["total-blocking-time"].numericValue), "LCP", Math.round(a["largest-contentful-paint"].numericValue), "FCP", Math.round(a["first-contentful-paint"].numericValue));
const ev: any[] = r.artifacts.Trace.traceEvents;
const nav = ev.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame) ?? ev.find((e) => e.name === "navigationStart");
const pid = nav.pid, tid = nav.tid;
const tasks = ev.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.name === "RunTask" && e.dur > 12000 && e.ts > nav.ts).sort((x, y) => x.ts - y.ts);
for (const t of tasks) {
  const kids = ev.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 3000 && e.name !== "RunTask");
  console.log(`  task @${((t.ts - nav.ts) / 1000).toFixed(0)} ${(t.dur / 1000).toFixed(1)}ms: ` + kids.slice(0, 8).map((k) => `${k.name}${k.args?.data?.url ? "(" + String(k.args.data.url).split("/").pop() + ")" : ""} ${(k.dur / 1000).toFixed(0)}`).join(", "));
}
}
chrome.kill();
