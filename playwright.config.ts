import { defineConfig, devices } from "@playwright/test";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * End-to-end tests run against the built app (`npm run build` first), started by the global
 * setup on a free port with a temporary DATA_DIR, in Debian's Chromium.
 */
export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A cold browser context parses the whole entry chunk on its first page; two workers on a loaded
  // 2-core runner took 31 s for a journey that takes 12 s on a quiet one.
  timeout: 60_000,
  // CI's runner was about three times slower than a quiet session machine, and a cold broker profile
  // once took over 10 s to show its rates table there: an assertion waits up to 20 s (failures only
  // cost the wait); assertions that outlast TanStack Query's retries wait 30 s.
  expect: { timeout: 20_000 },
  reporter: [["list"]],
  forbidOnly: !!process.env.CI,
  use: {
    baseURL: process.env.VAYU_E2E_URL,
    // Tracing cost a third of the run's CPU (the screencast alone a quarter), and CI keeps only what it
    // prints: there a failure is read from its message and call log; elsewhere a failed test keeps a
    // trace of DOM snapshots, which the trace viewer renders without the screencast.
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false, snapshots: true },
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: "mobile",
      use: { ...devices["Desktop Chrome"], viewport: { width: 375, height: 800 }, hasTouch: true },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
});
