import { mortgageOptionsMessages } from "../../src/web/pages/static/mortgage-options-messages";
import { publicMessages, shellMessages } from "../../src/domain/messages";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

const PAGES = [
  { path: "/mortgage-options", heading: "Mortgage options: fixed, variable, open and closed" },
  { path: "/why-broker", heading: "Why use a mortgage broker" },
  { path: "/app", heading: "The Vayu app" },
  { path: "/become-broker", heading: "Become a mortgage broker" },
  { path: "/mortgage-news", heading: "Mortgage news" },
];

for (const { path, heading } of PAGES) {
  test(`${path} has its heading, title, description and no serious axe violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} — Vayu`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
    await expect(page.getByRole("main")).not.toContainText(/lorem ipsum/i);
    await expectNoSeriousAxeViolations(page);
  });
}

test("/mortgage-options explains penalties and compares the options in a table", async ({ page }) => {
  await page.goto("/mortgage-options");
  for (const option of ["Fixed rate", "Variable rate", "Open mortgage", "Closed mortgage"]) {
    await expect(page.getByRole("heading", { level: 3, name: option })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Interest rate differential (IRD)" })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Closed fixed" })).toBeVisible();
  // Keyboard users reach the sideways-scrolling table; the swipe hint is for phones only.
  const region = page.getByRole("region", { name: mortgageOptionsMessages.comparisonRegion });
  await expect(region).toHaveAttribute("tabindex", "0");
  await expect(page.getByText(mortgageOptionsMessages.comparisonSwipeHint)).toBeHidden();
  await expect(table.getByRole("rowheader", { name: "Typical cost to break" })).toBeVisible();
});

test("/why-broker names provincial regulators and how brokers are paid", async ({ page }) => {
  await page.goto("/why-broker");
  await expect(page.getByText(/FSRA/)).toBeVisible();
  await expect(page.getByText(/BCFSA/)).toBeVisible();
  await expect(page.getByText("lender pays the brokerage")).toBeVisible();
});

test("/become-broker's Apply Now leads to the contact form", async ({ page }) => {
  await page.goto("/become-broker");
  await page.getByRole("main").getByRole("link", { name: shellMessages.applyNow }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("/mortgage-news says news is off and links to the blog and the rates", async ({ page }) => {
  await page.goto("/mortgage-news");
  await expect(page.getByText(publicMessages.newsDisabled)).toBeVisible();
  await expect(page.getByRole("link", { name: "Read the blog" })).toHaveAttribute("href", "/blog");
  await expect(page.getByRole("link", { name: "See today's rates" })).toHaveAttribute("href", "/rates");
});

test("/app links to the real features", async ({ page }) => {
  await page.goto("/app");
  const main = page.getByRole("main");
  for (const href of ["/rates", "/calculators", "/find-broker", "/applications"]) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(main.getByRole("heading", { name: "The Vayu assistant" })).toBeVisible();
});
