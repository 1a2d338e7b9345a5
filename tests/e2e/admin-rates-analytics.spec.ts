import type { Locator, Page } from "@playwright/test";
import { RATE_DECIMALS_MESSAGE, RATE_REQUIRED_MESSAGE } from "../../src/domain/schemas/admin-rates";
import { ANALYTICS_SERIES_MAX_DAYS } from "../../src/domain/schemas/admin-analytics";
import { rateName } from "../../src/web/features/admin-rates/format";
import { en, englishTranslate } from "./admin-english";
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

type NamedRate = Parameters<typeof rateName>[0];

function editRateLabel(field: "posted" | "ours", rate: NamedRate): string {
  return en(field === "posted" ? "admin.rates.editPosted" : "admin.rates.editOurs", {
    rate: rateName(rate, englishTranslate, "en-CA"),
  });
}

function toggleRateLabel(active: boolean, rate: NamedRate): string {
  return en("admin.rates.toggleLabel", {
    active: String(active),
    rate: rateName(rate, englishTranslate, "en-CA"),
  });
}

const PERIOD_LABELS = {
  all: en("back-office.analytics.periodAll"),
  "30d": en("back-office.analytics.period30d"),
  "7d": en("back-office.analytics.period7d"),
};

// Signing in and waiting for toasts take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * The journey's rate lives in Yukon, which no other test reads, and sits above the demo's lowest
 * rate, so tests running in parallel that check the best-rate banner never see it come and go.
 */
const RATE = { term: "3 year", rate_type: "fixed", province: "Yukon" } as const;

async function openTab(page: Page, tab: "rates" | "analytics") {
  await signIn(page, "super_admin");
  await expect(page).toHaveURL(/\/super-admin$/);
  await page.goto(`/super-admin?tab=${tab}`);
}

/** The public /rates page for Yukon: the table of its fixed rates, or the National fallback. */
async function publicYukonRates(page: Page): Promise<Locator> {
  await page.goto("/rates");
  await page.getByLabel("Province").selectOption({ label: "Yukon" });
  return page.locator("main");
}

function toast(page: Page, text: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: text });
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test("a rate is added, shown on the site, edited inline, switched off and on, and deleted", async ({
  page,
  context,
}) => {
  await openTab(page, "rates");
  await expect(page.getByRole("heading", { name: en("admin.rates.listTitle") })).toBeVisible();
  await expect(page.getByRole("table", { name: en("admin.rates.listTitle") })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("button", { name: en("admin.rates.addRate") }).click();
  const dialog = page.getByRole("dialog", { name: en("admin.rates.addTitle") });
  await dialog.getByRole("button", { name: en("admin.rates.addRate") }).click();
  await expect(dialog.getByText(RATE_REQUIRED_MESSAGE)).toHaveCount(2);
  await dialog.getByLabel("Term").selectOption(RATE.term);
  await dialog.getByLabel("Rate type").selectOption(RATE.rate_type);
  await dialog.getByLabel("Province").selectOption(RATE.province);
  await dialog.getByLabel("Mortgage type").selectOption("High-Ratio");
  await expect(dialog.getByLabel("Posted rate (%)")).toHaveAttribute("step", "0.001");
  await dialog.getByLabel("Posted rate (%)").fill("5.5");
  await dialog.getByLabel("Our rate (%)").fill("4.4444");
  await dialog.getByRole("button", { name: en("admin.rates.addRate") }).click();
  await expect(dialog.getByText(RATE_DECIMALS_MESSAGE)).toBeVisible();
  await dialog.getByLabel("Our rate (%)").fill("4.444");
  await dialog.getByRole("button", { name: en("admin.rates.addRate") }).click();
  await expect(toast(page, en("admin.rates.added"))).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel("Province").selectOption("Yukon");
  await expect(page).toHaveURL(/province=Yukon/);
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: RATE.term }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("High-Ratio");
  await expect(row).toContainText("Manual Entry");
  const ours = row.getByRole("button", { name: new RegExp(editRateLabel("ours", RATE)) });
  const posted = row.getByRole("button", { name: new RegExp(editRateLabel("posted", RATE)) });
  await expect(ours).toHaveText("4.444%");
  await expect(posted).toHaveText("5.500%");

  const site = await context.newPage();
  await expect(
    (await publicYukonRates(site)).getByRole("table", { name: "Fixed rates in Yukon" }),
  ).toContainText("4.44%");

  // Escape leaves the value alone; Enter saves, and the value outlives a reload.
  await posted.click();
  await row.getByRole("spinbutton", { name: editRateLabel("posted", RATE) }).fill("9");
  await page.keyboard.press("Escape");
  await expect(posted).toHaveText("5.500%");
  await expect(posted).toBeFocused();
  await ours.focus();
  await page.keyboard.press("Enter");
  const input = row.getByRole("spinbutton", { name: editRateLabel("ours", RATE) });
  await expect(input).toHaveAttribute("step", "0.001");
  await input.fill("4.321");
  await page.keyboard.press("Enter");
  await expect(ours).toHaveText("4.321%");
  await page.reload();
  await expect(ours).toHaveText("4.321%");
  await expect(
    (await publicYukonRates(site)).getByRole("table", { name: "Fixed rates in Yukon" }),
  ).toContainText("4.32%");

  await row.getByRole("button", { name: toggleRateLabel(true, RATE) }).click();
  await expect(toast(page, en("admin.rates.deactivated"))).toBeVisible();
  await expect(row.getByRole("button", { name: toggleRateLabel(false, RATE) })).toHaveText(
    en("admin.common.inactive"),
  );
  let publicPage = await publicYukonRates(site);
  await expect(publicPage.getByText("Showing National rates.")).toBeVisible();
  await expect(publicPage.getByRole("table", { name: "Fixed rates in Yukon" })).toHaveCount(0);

  await row.getByRole("button", { name: toggleRateLabel(false, RATE) }).click();
  await expect(toast(page, en("admin.rates.activated"))).toBeVisible();
  publicPage = await publicYukonRates(site);
  await expect(publicPage.getByRole("table", { name: "Fixed rates in Yukon" })).toContainText("4.32%");

  await row
    .getByRole("button", {
      name: en("admin.rates.deleteLabel", { rate: rateName(RATE, englishTranslate, "en-CA") }),
    })
    .click();
  const confirm = page.getByRole("alertdialog", { name: en("admin.rates.deleteTitle") });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, en("admin.rates.deleted"))).toBeVisible();
  await expect(page.getByText(en("admin.rates.noMatch"))).toBeVisible();
  await expect((await publicYukonRates(site)).getByText("Showing National rates.")).toBeVisible();
});

test("at 375 px the rates are cards that still edit inline, and failures show the spec's toasts", async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTab(page, "rates");
  await page.getByLabel("Province").selectOption("Ontario");
  const rate = { term: "5 year", rate_type: "fixed", province: "Ontario" };
  const card = page.getByRole("article", { name: "5 year fixed, Ontario" });
  await expect(card).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoSeriousAxeViolations(page);

  const ours = card.getByRole("button", { name: new RegExp(editRateLabel("ours", rate)) });
  const before = await ours.textContent();
  consoleErrors.allow(/500|Failed to load resource/);
  await page.route(
    (url) => url.pathname.startsWith("/api/admin/rates/"),
    (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } })
        : route.fallback(),
  );
  await ours.click();
  await card.getByRole("spinbutton", { name: editRateLabel("ours", rate) }).fill("1.5");
  await page.keyboard.press("Enter");
  await expect(toast(page, en("admin.rates.updateFailed"))).toBeVisible();
  await expect(ours).toHaveText(before!);
  await card.getByRole("button", { name: toggleRateLabel(true, rate) }).click();
  await expect(toast(page, en("admin.rates.statusFailed"))).toBeVisible();
  await expect(card.getByRole("button", { name: toggleRateLabel(true, rate) })).toBeVisible();
  await page.unrouteAll();

  await page.route("**/api/admin/rates?*", (route) =>
    route.fulfill({ status: 500, json: { error: { message: "boom", code: "internal" } } }),
  );
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: en("admin.rates.loadFailed") })).toBeVisible({
    timeout: 30_000,
  });
});

/** The figure of a stat card, as a number. */
async function statFigure(page: Page, label: string): Promise<number> {
  const figure = page.getByRole("group", { name: label }).getByTestId("stat-value");
  return Number((await figure.textContent())!.replaceAll(",", ""));
}

function dailyRows(page: Page) {
  return page.locator("details tbody tr");
}

test("analytics: the period changes every figure, and the chart renders for each", async ({ page }) => {
  await openTab(page, "analytics");
  await expect(page.getByRole("heading", { name: PERIOD_LABELS.all })).toBeVisible();
  const period = page.getByRole("group", { name: en("back-office.analytics.period") });
  await expect(period.getByRole("button", { name: PERIOD_LABELS.all })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const chart = page.getByTestId("activity-chart");
  await expect(chart.locator(".recharts-line-curve")).toHaveCount(2);
  await expect(
    page.getByText(en("back-office.analytics.allTimeChartNote", { days: ANALYTICS_SERIES_MAX_DAYS })),
  ).toBeVisible();
  const allViews = await statFigure(page, en("back-office.analytics.pageViews"));
  expect(allViews).toBeGreaterThan(100);
  const top = page.getByRole("list", { name: en("admin.analytics.topAgentsTitle") }).getByRole("listitem");
  expect(await top.count()).toBeGreaterThan(0);
  expect(await top.count()).toBeLessThanOrEqual(5);
  await expect(
    page.getByRole("list", { name: en("back-office.analytics.recentTitle") }).getByRole("listitem"),
  ).toHaveCount(5);
  await expectNoSeriousAxeViolations(page);

  await period.getByRole("button", { name: PERIOD_LABELS["7d"] }).click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(page.getByRole("heading", { name: PERIOD_LABELS["7d"] })).toBeVisible();
  await expect(dailyRows(page)).toHaveCount(7);
  await expect(chart.locator(".recharts-line-curve")).toHaveCount(2);
  expect(await statFigure(page, en("back-office.analytics.pageViews"))).toBeLessThan(allViews);

  await period.getByRole("button", { name: PERIOD_LABELS["30d"] }).click();
  await expect(dailyRows(page)).toHaveCount(30);
  const monthViews = await statFigure(page, en("back-office.analytics.pageViews"));
  expect(monthViews).toBeLessThan(allViews);
  await page.reload();
  await expect(period.getByRole("button", { name: PERIOD_LABELS["30d"] })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(chart.locator(".recharts-line-curve")).toHaveCount(2);
});

test("analytics fits a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTab(page, "analytics");
  await expect(page.getByTestId("activity-chart").locator(".recharts-line-curve")).toHaveCount(2);
  expect(await noSidewaysScroll(page)).toBe(true);
  await expectNoSeriousAxeViolations(page);
});
