import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** 375px: where a page opens, and what the Try AI bar may sit on. */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test("a fresh load opens at the top even after a scrolled page; back returns to the old position", async ({
  page,
}) => {
  const ratesTable = page.getByRole("table", { name: "Fixed mortgage rates" });
  await page.goto("/agents/priyaraman");
  await expect(ratesTable).toBeVisible();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(2000);

  await page.goto("/agents/priyaraman");
  await expect(ratesTable).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  await page.goto("/agents/priyaraman");
  await page.reload();
  await expect(ratesTable).toBeVisible();
  expect(await scrollY(page)).toBe(0);

  // Where the link is clicked is the position to come back to (the footer is taller than a phone's screen).
  const calculatorsLink = page
    .getByRole("contentinfo")
    .getByRole("link", { name: "Calculators", exact: true });
  await calculatorsLink.scrollIntoViewIfNeeded();
  const footerAt = await scrollY(page);
  expect(footerAt).toBeGreaterThan(2000);
  await calculatorsLink.click();
  await expect(page).toHaveURL(/\/calculators$/);
  // The address changes just before the new page renders and scrolls to the top.
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(ratesTable).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(footerAt);
});

/** Visible text and controls whose box meets the Try AI bar's box, named for the failure message. */
function coveredByDock(page: Page) {
  return page.evaluate(() => {
    const dock = document.querySelector<HTMLElement>("[data-testid=chat-dock]")!;
    const box = dock.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < box.right &&
      r.right > box.left &&
      r.top < box.bottom &&
      r.bottom > box.top;
    const covered: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])",
    );
    for (const control of controls) {
      if (dock.contains(control) || !control.checkVisibility()) continue;
      if (meets(control.getBoundingClientRect()))
        covered.push(`control: ${control.textContent?.trim() || control.tagName}`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (!text || dock.contains(node) || !node.parentElement?.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) covered.push(`text: ${text}`);
    }
    return covered;
  });
}

test("at the end of each page the Try AI bar covers no text and no control", async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ["/", "/rates", "/agents/priyaraman", "/mortgage-calculator", "/blog", "/contact"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => coveredByDock(page), { message: path }).toEqual([]);
  }
});

/** The page's cumulative layout shift so far (shifts right after input do not count, as in Core Web Vitals). */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

test("the broker profile and a blog post load without the layout jumping", async ({ page }) => {
  for (const [path, ready] of [
    ["/agents/priyaraman", page.getByRole("table", { name: "Fixed mortgage rates" })],
    ["/blog/first-home-checklist-canada", page.getByRole("article")],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await layoutShift(page), path).toBeLessThanOrEqual(0.02);
  }
});
