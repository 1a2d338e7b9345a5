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

test("on a phone the payment stays in view while the inputs change", async ({ page }) => {
  await page.goto("/mortgage-calculator");
  const sticky = page.getByTestId("sticky-payment");
  await expect(sticky).toHaveText("Monthly payment $2,650.24");

  // Editing the rate near the top of the form: the results are far below, out of view.
  const customRate = page.getByLabel("Custom rate (optional)");
  await customRate.evaluate((field) =>
    window.scrollTo(0, field.getBoundingClientRect().top + window.scrollY - 200),
  );
  await expect(page.getByRole("region", { name: "Your payment" })).not.toBeInViewport();
  await expect(sticky).toBeInViewport({ ratio: 1 });
  // Just under the sticky site header, not under it.
  const header = await page.getByRole("banner").boundingBox();
  const box = await sticky.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);

  await customRate.fill("5.5");
  await expect(sticky).toHaveText("Monthly payment $3,070.44");
  await expect(sticky).toBeInViewport({ ratio: 1 });
  await expect(customRate).toBeInViewport();
});
