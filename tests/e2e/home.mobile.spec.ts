import type { Page } from "@playwright/test";
import { homeMessages } from "../../src/domain/messages";
import { expect, test } from "./fixtures";

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("the home page fits a 375px screen", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("list", { name: "Fixed rates in Ontario" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Trusted Lenders" }).getByRole("list").first()).toBeVisible();
  await expect(page.getByRole("region", { name: homeMessages.testimonialsTitle })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test("the quote dialog is usable at 375px", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: homeMessages.renewalQuote }).click();
  const dialog = page.getByRole("dialog", { name: homeMessages.renewalTitle });
  await expect(dialog).toBeVisible();
  // Where the box is on the first frame of its opening animation and once it has settled: both on screen.
  const boxes = await dialog.evaluate((element) => {
    const animations = element.getAnimations();
    for (const animation of animations) {
      animation.pause();
      animation.currentTime = 0;
    }
    const atStart = element.getBoundingClientRect();
    for (const animation of animations) animation.finish();
    const atEnd = element.getBoundingClientRect();
    return [atStart, atEnd].map((rect) => ({ left: rect.left, right: rect.right }));
  });
  expect(boxes).toHaveLength(2);
  for (const box of boxes) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
  }

  await dialog.getByLabel("Purchase price").fill("500000");
  await dialog.getByLabel("Down payment").fill("50000");
  await expect(dialog.getByRole("region", { name: "Your estimate" })).toContainText("$2,434");
  const submit = dialog.getByRole("button", { name: "Request my quote" });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("the rates page fits a 375px screen", async ({ page }) => {
  await page.goto("/rates");
  await expect(page.getByRole("table", { name: "Fixed rates in Ontario" })).toBeVisible();
  await expectNoSidewaysScroll(page);
});
