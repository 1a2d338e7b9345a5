import { budgetOverruns, INITIAL_JS_LIMITS, kilobytes } from "../../scripts/bundle-budget";
import { expect, test } from "./fixtures";

/**
 * Each public route's JavaScript as transferred (brotli, as a browser asks for it) until the page
 * is idle, in a fresh browser context so nothing comes from the cache. Chunks loaded only on a
 * visitor's action (the sign-in form, the quote dialog) are not counted.
 */
test("public routes keep their first-load JavaScript within its limit", async ({ browser, baseURL }) => {
  const measured: Record<string, number> = {};
  for (const route of Object.keys(INITIAL_JS_LIMITS)) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(route);
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    measured[route] = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    );
    await context.close();
  }
  console.log(
    Object.entries(measured)
      .map(
        ([route, bytes]) => `${route}: ${kilobytes(bytes)} (limit ${kilobytes(INITIAL_JS_LIMITS[route]!)})`,
      )
      .join("\n"),
  );
  expect(budgetOverruns(measured)).toEqual([]);
});
