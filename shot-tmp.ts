import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { readRatesFixture, startRatesFixtureServer } from "./src/server/rates-sync/fixtures/fixture-server";

const fixture = await startRatesFixtureServer();
fixture.set("/rates", { body: readRatesFixture("rates-page.html") });
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shots-"));
const child = spawn(process.execPath, ["dist/server/main.js"], {
  env: { ...process.env, PORT: "4398", HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_EMAIL: "admin@vayu.local", ADMIN_PASSWORD: "admin-pass-123", DEMO_AGENT_PASSWORD: "agent-pass-123", RATES_HTML_URL: `${fixture.url}/rates`, RATES_HTML_PROVINCE: "Ontario", LOG_LEVEL: "warn" },
  stdio: ["ignore", "pipe", "inherit"],
});
await new Promise<void>((resolve) => child.stdout!.on("data", (d: Buffer) => d.toString().includes("running at") && resolve()));
const base = "http://127.0.0.1:4398";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}/auth`);
  await page.getByLabel("Email").fill("admin@vayu.local");
  await page.getByLabel("Password").fill("admin-pass-123");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(/super-admin|agent-dashboard/);
  await page.goto(`${base}/super-admin?tab=rates`);
  await page.getByRole("button", { name: "Scrape rates" }).waitFor();
  await page.screenshot({ path: `/tmp/shots/admin-rates-before-${width}.png`, fullPage: false });
  await page.getByRole("button", { name: "Scrape rates" }).click();
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/admin-rates-after-${width}.png`, fullPage: true });
  await page.goto(`${base}/rates`);
  await page.getByRole("heading", { name: "Rate history" }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(2000);
  await page.screenshot({ path: `/tmp/shots/rates-${width}.png`, fullPage: true });
  await page.close();
}
await browser.close();
child.kill("SIGTERM");
await fixture.close();
