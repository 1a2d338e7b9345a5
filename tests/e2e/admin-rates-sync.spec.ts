import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { authMessages } from "../support/english-texts";
import type { RateSyncStatusJson } from "../../src/domain/rates-sync";
import {
  readRatesFixture,
  startRatesFixtureServer,
  type RatesFixtureServer,
} from "../../src/server/rates-sync/fixtures/fixture-server";
import { rateName } from "../../src/web/features/admin-rates/format";
import { en, englishTranslate } from "./admin-english";
import { E2E_ACCOUNTS } from "./accounts";
import { expect, expectNoSeriousAxeViolations, signIn as signInShared, test as base } from "./fixtures";
import { startBuiltServer } from "./global-setup";

type NamedRate = Parameters<typeof rateName>[0];

function editRateLabel(field: "posted" | "ours", rate: NamedRate): string {
  return en(field === "posted" ? "admin.rates.editPosted" : "admin.rates.editOurs", {
    rate: rateName(rate, englishTranslate, "en-CA"),
  });
}

/**
 * The 'Scrape rates' journey on an app of its own (no demo rates, its rate source a local fixture
 * server), so the rates it writes never reach the shared e2e server that other specs read.
 */
const PROVINCE = "Manitoba";
const RATES_PATH = "/rates/";

interface SyncApp {
  url: string;
  source: RatesFixtureServer;
}

const test = base.extend<object, { syncApp: SyncApp }>({
  syncApp: [
    // Playwright reads a fixture's dependencies from this pattern; this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const source = await startRatesFixtureServer();
      const dataDir = await mkdtemp(path.join(os.tmpdir(), "vayu-rates-sync-"));
      const { email, password } = E2E_ACCOUNTS.super_admin;
      try {
        const app = await startBuiltServer(dataDir, {
          SEED_DEMO: "false",
          ADMIN_EMAIL: email,
          ADMIN_PASSWORD: password,
          RATES_HTML_URL: `${source.url}${RATES_PATH}`,
          RATES_HTML_PROVINCE: PROVINCE,
        });
        await use({ url: app.url, source });
        await app.stop();
      } finally {
        await source.close();
      }
    },
    { scope: "worker", timeout: 60_000 },
  ],
});

// A sign-in, two syncs and the public page on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The 5 year fixed conventional rate the fixture page lists: posted 6.09 %, ours 4.19 %. */
const RATE = { term: "5 year", rate_type: "fixed", province: PROVINCE } as const;

function toast(page: Page, text: string | RegExp) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

async function signIn(page: Page, url: string) {
  const { email, password } = E2E_ACCOUNTS.super_admin;
  await page.goto(`${url}/auth`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: authMessages.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/super-admin$/);
}

test("the super admin scrapes rates from the source, a 403 leaves them in place, and /rates shows them", async ({
  page,
  syncApp,
  consoleErrors,
}) => {
  // The browser logs the refused scrape's 502 answer.
  consoleErrors.allow(/status of 502/);
  const { url, source } = syncApp;
  // Slow enough to see the button at work.
  source.set(RATES_PATH, { body: readRatesFixture("rates-page.html"), delayMs: 800 });

  await signIn(page, url);
  await page.goto(`${url}/super-admin?tab=rates`);
  const panel = page.getByRole("region", { name: en("admin.rateSync.title") });
  await expect(panel).toContainText(`${source.url}${RATES_PATH}`);
  await expect(panel).toContainText("Every night at 2:00 a.m. Eastern Time");
  await expect(panel).toContainText(/Next run: \w{3}, \w{3} \d{1,2} at 2:00 a\.m\./);
  await expect(panel).toContainText(en("admin.rateSync.activateNewTitle"));
  await expect(panel).toContainText(en("admin.rateSync.noRunScheduled"));
  await expectNoSeriousAxeViolations(page, '[aria-labelledby="rate-sync-title"]');

  const button = panel.getByRole("button", { name: en("admin.rateSync.scrape"), exact: true });
  await button.click();
  const busy = panel.getByRole("button", { name: en("admin.rateSync.scraping") });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  await expect(toast(page, /added/)).toBeVisible();
  await expect(button).toBeEnabled();

  const lastRun = panel.getByRole("region", { name: en("admin.rateSync.lastRunTitle") });
  await expect(lastRun).toContainText(en("admin.rateSync.outcome", { outcome: "succeeded" }));
  await expect(lastRun).toContainText(en("admin.rateSync.trigger", { trigger: "manual" }));
  const status = (await (await page.request.get(`${url}/api/admin/rates/sync`)).json()) as RateSyncStatusJson;
  const counts = status.last_run!.counts!;
  expect(counts.added).toBeGreaterThan(0);
  const tiles = lastRun.getByRole("definition");
  await expect(tiles).toHaveText(
    (["added", "updated", "unchanged", "skipped"] as const).map((key) => counts[key].toLocaleString("en-CA")),
  );

  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: RATE.term, exact: true }) })
    .filter({ hasText: PROVINCE })
    .filter({ hasText: "Conventional" })
    .filter({ hasText: "Fixed" });
  const ours = row.getByRole("button", { name: new RegExp(editRateLabel("ours", RATE)) });
  await expect(ours).toHaveText("4.190%");
  await expect(row).toContainText("127.0.0.1");

  source.set(RATES_PATH, { status: 403, body: "Forbidden" });
  await button.click();
  const failed = toast(page, en("admin.rateSync.scrapeFailed"));
  await expect(failed).toBeVisible();
  await expect(failed).toContainText("403");
  await expect(lastRun).toContainText(en("admin.rateSync.outcome", { outcome: "failed" }));
  await expect(lastRun.getByRole("group", { name: en("admin.rateSync.problemsLabel") })).toContainText("403");
  await expect(ours).toHaveText("4.190%");

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(button).toBeVisible();
  // Asked again until the page has been laid out at the new width (the toasts move with it).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
    .toBe(true);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${url}/rates`);
  await page.getByLabel("Province").selectOption({ label: PROVINCE });
  const fixed = page.getByRole("table", { name: `Fixed rates in ${PROVINCE}` });
  // The page lists each mortgage type's rate; the conventional one is the rate checked above.
  await expect(
    fixed.getByRole("row").filter({ hasText: RATE.term }).filter({ hasText: "4.19%" }),
  ).toHaveCount(1);
  // The insured rate of the same term says what it is, so the two '5 year' rows are told apart.
  await expect(
    fixed.getByRole("row").filter({ hasText: RATE.term }).filter({ hasText: "3.94%" }),
  ).toContainText("Insured (under 20% down)");
  await expect(
    fixed.getByRole("row").filter({ hasText: RATE.term }).filter({ hasText: "4.19%" }),
  ).not.toContainText("Insured");
});

test("with no rate source configured the panel says so and offers no button", async ({ page }) => {
  // The shared e2e server is started without any RATES_* source.
  await signInShared(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  await page.goto("/super-admin?tab=rates");
  const panel = page.getByRole("region", { name: en("admin.rateSync.title") });
  await expect(panel).toContainText(en("admin.rateSync.offNote"));
  await expect(panel).toContainText("RATES_HTML_URL");
  await expect(panel).toContainText("RATES_BOC_VALET=true");
  await expect(panel.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("button", { name: en("admin.rateSync.scrape") })).toHaveCount(0);
});
