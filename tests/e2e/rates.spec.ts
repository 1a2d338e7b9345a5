import type { APIRequestContext, Page } from "@playwright/test";
import { homeMessages, loadErrors, rateMessages } from "../../src/domain/messages";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

interface ApiRate {
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

test("the rates page lists every active Ontario term in order, fixed then variable", async ({
  page,
  request,
}) => {
  const ontario = await provinceRates(request, "ON");
  await page.goto("/rates");
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

  await page.getByRole("tab", { name: "Variable" }).click();
  await expectTable(
    page,
    "Variable rates in Ontario",
    ontario.rates.filter((rate) => rate.rate_type === "variable"),
  );
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

test("loading placeholders, then the empty text of a type with no rates", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === "/api/rates" && url.search === "?province=ON",
    async (route) => {
      await held;
      await route.fulfill({ json: { province: "Ontario", fallback: false, rates: [] } });
    },
  );
  await page.goto("/rates");
  await expect(page.getByRole("status", { name: "Loading rates" })).toBeVisible();
  release();
  await expect(page.getByText(rateMessages.noFixedRates)).toBeVisible();
  await page.getByRole("tab", { name: "Variable" }).click();
  await expect(page.getByText(rateMessages.noVariableRates)).toBeVisible();
});

test("a failed load shows 'Failed to fetch rates' and can be retried", async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 503/);
  let failing = true;
  await page.route(
    (url) => url.pathname === "/api/rates" && url.search === "?province=ON",
    async (route) => {
      if (failing) {
        await route.fulfill({ status: 503, json: { error: { message: "down", code: "unavailable" } } });
      } else {
        await route.fallback();
      }
    },
  );
  await page.goto("/rates");
  await expect(page.getByRole("alert").filter({ hasText: loadErrors.rates })).toBeVisible({
    timeout: 15_000,
  });
  failing = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("table", { name: "Fixed rates in Ontario" })).toBeVisible();
});

test("axe finds no serious or critical violation on /rates", async ({ page }) => {
  await page.goto("/rates");
  await expect(page.getByRole("table", { name: "Fixed rates in Ontario" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
