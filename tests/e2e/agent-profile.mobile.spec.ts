import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** 375px: the broker pages fit the screen and the contact shortcuts become a bottom bar. */

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the broker profile has no sideways scroll at 375px", async ({ page }) => {
  await page.goto("/agents/priyaraman");
  await expect(page.getByRole("heading", { level: 1, name: "Priya Raman" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Fixed mortgage rates" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole("heading", { name: "Ready to talk about your mortgage?" }).scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
});

test("the contact shortcuts are a bottom bar that leaves the closing section and footer clear", async ({
  page,
}) => {
  await page.goto("/agents/priyaraman");
  const bar = page.getByRole("navigation", { name: "Contact Priya" });
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.width).toBe(viewport.width);
  // It stands on the Try AI bar along the bottom edge.
  const dock = await page.getByTestId("chat-dock").boundingBox();
  expect(Math.round(box!.y + box!.height)).toBe(Math.round(dock!.y));
  expect(box!.height).toBeLessThan(80);
  for (const label of ["Email", "Call", "Contact", "Apply"]) {
    await expect(bar.getByText(label, { exact: true })).toBeVisible();
  }

  await page.getByRole("heading", { name: "Ready to talk about your mortgage?" }).scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toBeVisible();
});

test("/find-broker, a broker's contact form and /newsletter have no sideways scroll at 375px", async ({
  page,
}) => {
  for (const path of ["/find-broker", "/contact?agent=priyaraman", "/newsletter"]) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  }
});
