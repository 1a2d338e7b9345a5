import type { Page } from "@playwright/test";
import { expect, test, waitUntilInteractive } from "./fixtures";

/** At 375 px: nothing overflows the page; the working tables scroll inside their own box. */

async function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const path of [
  "/land-transfer-tax-calculator?province=ON&city=toronto&first_time=true",
  "/fr/land-transfer-tax-calculator?price=25000000&province=ON&city=toronto",
  "/cmhc-insurance-calculator",
  "/fr/cmhc-insurance-calculator?amortization=30&first_time=true&province=QC",
  "/closing-costs-calculator?province=QC&city=quebec-city",
  "/fr/closing-costs-calculator?province=AB",
]) {
  test(`${path} fits a 375 px screen`, async ({ page }) => {
    await page.goto(path);
    await waitUntilInteractive(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    for (const table of await page.getByRole("table").all()) {
      const box = await table.evaluate((element) => {
        const scroller = element.parentElement!;
        return { inside: scroller.getBoundingClientRect().right <= window.innerWidth + 0.5 };
      });
      expect(box.inside).toBe(true);
    }
  });
}

test("the results follow the form on a phone, and a toggle changes them", async ({ page }) => {
  await page.goto("/land-transfer-tax-calculator?city=toronto");
  await waitUntilInteractive(page);
  const results = page.getByRole("region", { name: "Your land transfer tax" });
  await expect(results).toContainText("$16,950.00");
  await page.getByLabel("I am a first-time home buyer").check();
  await expect(results).toContainText("Land transfer tax to pay$8,475.00");
  const formBottom = await page.getByRole("form").evaluate((form) => form.getBoundingClientRect().bottom);
  const resultsTop = await results.evaluate((region) => region.getBoundingClientRect().top);
  expect(resultsTop).toBeGreaterThan(formBottom);
});
