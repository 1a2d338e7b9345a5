import type { APIRequestContext, Page, Route } from "@playwright/test";
import { homeMessages, loadErrors, rateMessages } from "../support/english-texts";
import { rateHistoryMessages } from "./rate-history-text";
import { expectedUpdatedLine, type DatedRate } from "./content-checks";
import {
  expect,
  expectNoSeriousAxeViolations,
  renderInBrowser,
  test,
  waitUntilInteractive,
} from "./fixtures";

interface ApiRate extends DatedRate {
  term: string;
  rate_type: "fixed" | "variable";
  our_rate: number;
  posted_rate: number;
}

async function provinceRates(request: APIRequestContext, province: string) {
  const response = await request.get(`/api/rates?province=${province}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { fallback: boolean; rates: ApiRate[] };
}

const percent = (value: number) => `${value.toFixed(2)}%`;

interface ApiHistory {
  province: string;
  fallback: boolean;
  points: { date: string; our_rate: number }[];
}

async function history(request: APIRequestContext, province: string, type: "fixed" | "variable") {
  const response = await request.get(`/api/rates/history?type=${type}&province=${province}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiHistory;
}

const historyUrl = (url: URL) => url.pathname === "/api/rates/history";

/** The chart of the Rate history section, by the start of its text alternative. */
const historyChart = (page: Page, where: string) =>
  page.getByRole("img", { name: new RegExp(`^Our best 5 year rates in ${where.replace(/[()]/g, "\\$&")}`) });

/** Each body row as [term, posted, ours], in the order shown. */
async function tableRows(page: Page, caption: string) {
  const table = page.getByRole("table", { name: caption });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText(["Term", "Posted Rate", "Our Rate"]);
  return table.locator("tbody tr");
}

async function expectTable(page: Page, caption: string, rates: ApiRate[]) {
  const rows = await tableRows(page, caption);
  await expect(rows).toHaveCount(rates.length);
  for (const [index, rate] of rates.entries()) {
    await expect(rows.nth(index).locator("th, td")).toHaveText([
      rate.term,
      percent(rate.posted_rate),
      percent(rate.our_rate),
    ]);
  }
}

test("the rates page lists every active Ontario term in order, fixed then variable, with their date", async ({
  page,
}) => {
  await renderInBrowser(page);
  // The answer the page itself received: the admin rates journey may edit a rate meanwhile.
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/rates?province=ON"));
  await page.goto("/rates");
  const ontario = (await (await answer).json()) as { rates: ApiRate[] };
  await expect(page).toHaveTitle("Today's mortgage rates — Vayu");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /every Canadian province/,
  );
  await expect(page.getByLabel("Province")).toHaveValue("ON");
  await expect(page.getByLabel("Province").locator("option")).toHaveCount(13);
  await expect(page.getByRole("tab", { name: "Fixed" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText(homeMessages.ratesDisclaimer)).toBeVisible();

  const fixed = ontario.rates.filter((rate) => rate.rate_type === "fixed");
  // All active terms, not only the home page's: the demo data has a 10 year term, listed last.
  expect(fixed.map((rate) => rate.term)).toEqual(["1 year", "3 year", "5 year", "7 year", "10 year"]);
  await expectTable(page, "Fixed rates in Ontario", fixed);
  await expect(page.getByText(expectedUpdatedLine(fixed), { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Variable" }).click();
  const variable = ontario.rates.filter((rate) => rate.rate_type === "variable");
  await expectTable(page, "Variable rates in Ontario", variable);
  await expect(page.getByText(expectedUpdatedLine(variable), { exact: true })).toBeVisible();
});

test("a province without rates shows the National ones with a notice", async ({ page, request }) => {
  const manitoba = await provinceRates(request, "MB");
  expect(manitoba.fallback).toBe(true);
  await page.goto("/rates");
  await page.getByLabel("Province").selectOption({ label: "Manitoba" });
  await expect(page.getByText("Showing National rates.")).toBeVisible();
  await expectTable(
    page,
    "Fixed rates in Canada (National)",
    manitoba.rates.filter((rate) => rate.rate_type === "fixed"),
  );

  await page.getByLabel("Province").selectOption({ label: "Alberta" });
  await expect(page.getByText("Showing National rates.")).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Fixed rates in Alberta" })).toBeVisible();
});

test("loading placeholders, then the empty texts of a type and of a history with no rates", async ({
  page,
}) => {
  await renderInBrowser(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/api/rates" && url.search === "?province=ON",
    async (route) => {
      await held;
      await route.fulfill({ json: { province: "Ontario", fallback: false, rates: [] } });
    },
  );
  await page.route(historyUrl, async (route) => {
    await held;
    const type = new URL(route.request().url()).searchParams.get("type");
    await route.fulfill({
      json: {
        term: "5 year",
        rate_type: type,
        province: "Ontario",
        fallback: false,
        from: "2025-06-15",
        to: "2026-06-15",
        points: [],
      },
    });
  });
  await page.goto("/rates");
  await expect(page.getByRole("status", { name: "Loading rates" })).toBeVisible();
  const loadingHistory = page.getByRole("status", { name: rateHistoryMessages.loading });
  await expect(loadingHistory).toBeVisible();
  const placeholderHeight = (await loadingHistory.boundingBox())?.height;
  release();
  await expect(page.getByText(rateMessages.noFixedRates)).toBeVisible();
  // No rate shown, so no date.
  await expect(page.getByText(/^Updated /)).toHaveCount(0);
  await expect(page.getByText(rateHistoryMessages.empty("Ontario"))).toBeVisible();
  await expect(page.getByRole("region", { name: rateHistoryMessages.title }).getByRole("img")).toHaveCount(0);
  await page.getByRole("tab", { name: "Variable" }).click();
  await expect(page.getByText(rateMessages.noVariableRates)).toBeVisible();
  expect(placeholderHeight).toBeGreaterThan(280);
});

test("a failed load shows 'Failed to fetch rates', the history its own error, and both can be retried", async ({
  page,
  consoleErrors,
}) => {
  await renderInBrowser(page);
  consoleErrors.allow(/status of 503/);
  let failing = true;
  const failOrPass = async (route: Route) => {
    if (failing) {
      await route.fulfill({ status: 503, json: { error: { message: "down", code: "unavailable" } } });
    } else {
      await route.fallback();
    }
  };
  await page.route((url) => url.pathname === "/api/rates" && url.search === "?province=ON", failOrPass);
  await page.route(historyUrl, failOrPass);
  await page.goto("/rates");
  const ratesError = page.getByRole("alert").filter({ hasText: loadErrors.rates });
  const historyError = page.getByRole("alert").filter({ hasText: rateHistoryMessages.loadError });
  await expect(ratesError).toBeVisible({ timeout: 30_000 });
  await expect(historyError).toBeVisible({ timeout: 30_000 });
  failing = false;
  await ratesError.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("table", { name: "Fixed rates in Ontario" })).toBeVisible();
  await historyError.getByRole("button", { name: "Try again" }).click();
  await expect(historyChart(page, "Ontario").locator("path[data-series]")).toHaveCount(2);
});

test("the rate history charts the chosen province's best 5 year rates, with the numbers in a table", async ({
  page,
  request,
}) => {
  await renderInBrowser(page);
  const [fixed, variable] = await Promise.all([
    history(request, "ON", "fixed"),
    history(request, "ON", "variable"),
  ]);
  // The demo seed gives a year of changes.
  expect(fixed.points.length).toBeGreaterThan(2);
  expect(variable.points.length).toBeGreaterThan(2);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(historyUrl, async (route) => {
    await held;
    await route.fallback();
  });
  await page.goto("/rates");
  const section = page.getByRole("region", { name: rateHistoryMessages.title });
  await expect(section.getByText(rateHistoryMessages.intro("Ontario"))).toBeVisible();
  const placeholder = await section.getByRole("status", { name: rateHistoryMessages.loading }).boundingBox();
  release();
  const chart = historyChart(page, "Ontario");
  await expect(chart.locator("svg path[data-series]")).toHaveCount(2);
  // The placeholder took the loaded card's height: nothing below it moved.
  const card = await chart.locator("..").boundingBox();
  expect(card!.height).toBeCloseTo(placeholder!.height, 0);
  const latest = (points: ApiHistory["points"]) => percent(points.at(-1)!.our_rate);
  await expect(chart).toHaveAttribute("aria-label", new RegExp(`fixed: .*${latest(fixed.points)} since`));
  await expect(chart).toHaveAttribute(
    "aria-label",
    new RegExp(`variable: .*${latest(variable.points)} since`),
  );

  await section.getByText(rateHistoryMessages.showNumbers).click();
  const table = section.getByRole("table", { name: rateHistoryMessages.tableCaption("Ontario") });
  await expect(table.getByRole("columnheader")).toHaveText(["Date", "5 year fixed", "5 year variable"]);
  const days = new Set([...fixed.points, ...variable.points].map((point) => point.date));
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(days.size);
  // The first row is the window's first day in en-CA words; the last holds today's best rates.
  await expect(rows.first().locator("th")).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  await expect(rows.last().locator("td")).toHaveText([latest(fixed.points), latest(variable.points)]);

  // The history follows the province chosen above it; one without history shows the National one.
  const manitoba = await history(request, "MB", "fixed");
  expect(manitoba).toMatchObject({ province: "National", fallback: true });
  await page.getByLabel("Province").selectOption({ label: "Manitoba" });
  await expect(section.getByText(rateHistoryMessages.nationalNote("Manitoba"))).toBeVisible();
  await expect(historyChart(page, "Canada (National)").locator("path[data-series]")).toHaveCount(2);
});

test("axe finds no serious or critical violation on /rates; the chart comes drawn and reads out a day", async ({
  page,
}) => {
  // The server sends the chart drawn (SVG), so it shows before any script and without one.
  const served = await (await page.request.get("/rates")).text();
  expect(served).toContain('data-series="fixed"');
  expect(served).toContain('data-series="variable"');
  await page.goto("/rates");
  await expect(page.getByRole("table", { name: "Fixed rates in Ontario" })).toBeVisible();
  await expect(historyChart(page, "Ontario").locator("path[data-series]")).toHaveCount(2);
  await waitUntilInteractive(page);
  const plot = page.getByTestId("rate-history-plot");
  await plot.hover({ position: { x: 10, y: 10 } });
  await expect(plot.getByText(/^5 year fixed: \d+\.\d\d%$/)).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(plot.getByText(/^5 year fixed: /)).toHaveCount(0);
  await page.getByText(rateHistoryMessages.showNumbers).click();
  await expectNoSeriousAxeViolations(page);
});
