import type { Page } from "@playwright/test";
import frHome from "../../src/i18n/messages/fr-CA/home.json" with { type: "json" };
import frRates from "../../src/i18n/messages/fr-CA/rates.json" with { type: "json" };
import frShell from "../../src/i18n/messages/fr-CA/shell.json" with { type: "json" };
import { expect, test } from "./fixtures";

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("at 375px the French home and rates pages never scroll sideways, the switch beside the logo and menu", async ({
  page,
}) => {
  await page.goto("/fr");
  await expect(page.getByRole("heading", { name: frHome["home.headline"] })).toBeVisible();
  const bar = page.getByRole("banner");
  const french = bar.getByRole("link", { name: "Français" });
  await expect(french).toBeVisible();
  await expect(bar.getByRole("link", { name: "English" })).toBeVisible();
  await expect(bar.getByRole("button", { name: frShell["shell.openMenu"] })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto("/fr/rates");
  await expect(page.getByRole("table", { name: /^Taux fixes – / })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("the French drawer holds the switch too, and its links stay in French", async ({ page }) => {
  await page.goto("/fr");
  await expect(page.getByRole("heading", { name: frHome["home.headline"] })).toBeVisible();
  await page.getByRole("button", { name: frShell["shell.openMenu"] }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  await expect(drawer.getByRole("link", { name: "Français" })).toHaveAttribute("aria-current", "true");
  await drawer.getByRole("link", { name: frShell["shell.nav.ourRates"] }).click();
  await expect(page).toHaveURL(/\/fr\/rates$/);
  await expect(page.getByRole("heading", { level: 1, name: frRates["rates.page.title"] })).toBeVisible();
});
