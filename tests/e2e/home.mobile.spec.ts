import type { Page } from "@playwright/test";
import { homeMessages } from "../support/english-texts";
import { rateHistoryMessages } from "./rate-history-text";
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

type Edges = { left: number; right: number };

test("the quote dialog is usable at 375px", async ({ page }) => {
  await page.goto("/");
  // The dialog's box on the first frame of its opening animation, caught when the animation starts.
  await page.evaluate(() => {
    document.addEventListener("animationstart", (event) => {
      const element = event.target as HTMLElement;
      if (element.getAttribute("role") !== "dialog") return;
      const animations = element.getAnimations();
      for (const animation of animations) {
        animation.pause();
        animation.currentTime = 0;
      }
      const { left, right } = element.getBoundingClientRect();
      (window as unknown as { firstFrame?: Edges }).firstFrame = { left, right };
      for (const animation of animations) animation.play();
    });
  });
  await page.getByRole("button", { name: homeMessages.renewalQuote }).click();
  const dialog = page.getByRole("dialog", { name: homeMessages.renewalTitle });
  await expect(dialog).toBeVisible();
  const firstFrame = await page
    .waitForFunction(() => (window as unknown as { firstFrame?: Edges }).firstFrame)
    .then((handle) => handle.jsonValue() as Promise<Edges>);
  await expect.poll(() => dialog.evaluate((element) => element.getAnimations().length)).toBe(0);
  const settled = await dialog.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left, right };
  });
  for (const box of [firstFrame, settled]) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(375);
  }

  // The renewal quote asks about the mortgage being renewed (figures as in home.spec.ts).
  await dialog.getByLabel("Property value").fill("700000");
  await dialog.getByLabel("Mortgage balance").fill("350000");
  await expect(dialog.getByRole("region", { name: "Your estimate" })).toContainText(
    "Monthly payment at renewal$1,836",
  );
  const submit = dialog.getByRole("button", { name: "Request my quote" });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("the rates page and its history chart fit a 375px screen", async ({ page }) => {
  await page.goto("/rates");
  await expect(page.getByRole("table", { name: "Fixed rates in Ontario" })).toBeVisible();
  const history = page.getByRole("region", { name: rateHistoryMessages.title });
  const chart = history.getByRole("img", { name: /^Our best 5 year rates in Ontario/ });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator("svg path[data-series]")).toHaveCount(2);
  const box = await chart.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await history.getByText(rateHistoryMessages.showNumbers).click();
  await expect(history.getByRole("table").locator("tbody tr").first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});
