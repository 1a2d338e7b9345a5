import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("every calculator fits a 375px screen", async ({ page }) => {
  await page.goto("/calculators");
  await expect(page.getByRole("region", { name: "Your payment" })).toContainText("$2,456.35");
  await expectNoSidewaysScroll(page);

  await page.goto("/affordability-calculator");
  await expect(page.getByRole("region", { name: "What you can afford" })).toContainText("$483,521");
  await expectNoSidewaysScroll(page);

  await page.goto("/mortgage-calculator");
  await expect(page.getByRole("region", { name: "Your payment" })).toContainText("$2,650.24");
  await page.getByRole("button", { name: "Year 1", exact: true }).click();
  await expect(page.getByRole("rowheader", { name: "Payment 12", exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("on a phone the schedule keeps the balance in view", async ({ page }) => {
  await page.goto("/mortgage-calculator");
  const table = page.getByRole("table");
  const balance = table.getByRole("columnheader", { name: "Balance" });
  await balance.scrollIntoViewIfNeeded();
  await expect(balance).toBeInViewport({ ratio: 1 });
  const overflow = await table.evaluate((element) => {
    const frame = element.parentElement;
    return frame ? frame.scrollWidth - frame.clientWidth : 0;
  });
  expect(overflow).toBeLessThanOrEqual(0);
});
