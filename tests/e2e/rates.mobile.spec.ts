import { rateHistoryMessages } from "../../src/web/features/rates/rate-history-messages";
import { expect, test } from "./fixtures";

test("the rates page and its history chart fit a 375px screen", async ({ page }) => {
  await page.goto("/rates");
  await expect(page.getByRole("table", { name: "Fixed rates in Ontario" })).toBeVisible();
  const section = page.getByRole("region", { name: rateHistoryMessages.title });
  const chart = section.getByRole("img", { name: /^Our best 5 year rates in Ontario/ });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator("svg .recharts-line-curve")).toHaveCount(2);
  const box = await chart.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);

  await section.getByText(rateHistoryMessages.showNumbers).click();
  await expect(section.getByRole("table").locator("tbody tr").first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
