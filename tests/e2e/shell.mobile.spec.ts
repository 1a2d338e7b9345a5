import { homeMessages } from "../support/english-texts";
import { expect, test } from "./fixtures";

test("below 768px the header collapses into a drawer with accordion sections", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: homeMessages.headline })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  const calculators = drawer.getByRole("link", { name: "Calculators" });
  await expect(calculators).toBeHidden();
  await drawer.getByRole("button", { name: "Mortgages" }).click();
  await expect(calculators).toBeVisible();
  await drawer.getByRole("button", { name: "Contact Us" }).click();
  await expect(drawer.getByRole("link", { name: "Become a Broker" })).toBeVisible();
  await expect(drawer.getByRole("link", { name: "Our Rates" })).toHaveAttribute("href", "/rates");

  await calculators.click();
  await expect(page).toHaveURL(/\/calculators$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("the page never scrolls sideways at 375px", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: homeMessages.headline })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
