import type { Page } from "@playwright/test";
import backOffice from "../../src/i18n/messages/en-CA/back-office.json" with { type: "json" };
import dashboard from "../../src/i18n/messages/en-CA/dashboard.json" with { type: "json" };
import { expect, expectNoSeriousAxeViolations, signIn, test } from "./fixtures";

/**
 * The search of the broker's leads list: the demo broker (Priya Raman) has Amelia Chen at
 * (647) 555-0121, and three clients at 905: Grace Wilson (555-0133), Mateo Alvarez (555-0172) and
 * Benjamin Wright (555-0166, a closed lead).
 */

const LEADS_TAB = "/agent-dashboard?tab=leads";
const LEAD_PAGE = /^\/agent-dashboard\/leads\/[0-9a-f-]{36}$/;

test.describe.configure({ timeout: 60_000 });

async function openLeadsTab(page: Page) {
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/agent-dashboard/);
  await page.goto(LEADS_TAB);
  await expect(page.getByRole("heading", { name: dashboard["dashboard.leads.listTitle"] })).toBeVisible();
}

const searchBox = (page: Page) => page.getByLabel(backOffice["back-office.leads.searchLabel"]);
const clientLink = (page: Page, name: string) => page.getByRole("link", { name, exact: true });

test("a broker finds a lead by its phone written otherwise, keeps the search on reload and clears it", async ({
  page,
}) => {
  await openLeadsTab(page);
  await expect(clientLink(page, "Amelia Chen")).toBeVisible();

  await searchBox(page).fill("905.555.0133");
  await expect(page).toHaveURL(/[?&]q=905\.555\.0133/);
  await expect(clientLink(page, "Grace Wilson")).toBeVisible();
  await expect(clientLink(page, "Mateo Alvarez")).toHaveCount(0);
  await expect(clientLink(page, "Amelia Chen")).toHaveCount(0);
  // The name opens the lead's own page.
  const href = await clientLink(page, "Grace Wilson").getAttribute("href");
  expect(href).toMatch(LEAD_PAGE);
  // The export holds what the list shows.
  await expect(page.getByRole("link", { name: backOffice["back-office.leads.exportCsv"] })).toHaveAttribute(
    "href",
    "/api/dashboard/leads/export.csv?q=905.555.0133",
  );
  await expectNoSeriousAxeViolations(page);

  await page.reload();
  await expect(searchBox(page)).toHaveValue("905.555.0133");
  await expect(clientLink(page, "Grace Wilson")).toBeVisible();
  await expect(clientLink(page, "Mateo Alvarez")).toHaveCount(0);

  await page.getByRole("button", { name: backOffice["back-office.leads.clearSearch"] }).click();
  await expect(searchBox(page)).toHaveValue("");
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(clientLink(page, "Amelia Chen")).toBeVisible();
  await expect(clientLink(page, "Mateo Alvarez")).toBeVisible();
});

test("the search goes with an e-mail fragment and the filters, and says when nothing matches", async ({
  page,
}) => {
  await openLeadsTab(page);
  await searchBox(page).fill("AMELIA.CH");
  await expect(clientLink(page, "Amelia Chen")).toBeVisible();
  await expect(clientLink(page, "Grace Wilson")).toHaveCount(0);

  await searchBox(page).fill("905");
  await expect(clientLink(page, "Mateo Alvarez")).toBeVisible();
  await expect(clientLink(page, "Grace Wilson")).toBeVisible();
  await expect(clientLink(page, "Benjamin Wright")).toBeVisible();
  const status = page.getByLabel(backOffice["back-office.status"], { exact: true });
  // The counts follow the search: three leads at 905 whatever their status.
  await expect(status.locator("option").first()).toHaveText(/\(3\)$/);
  await status.selectOption("closed");
  await expect(page).toHaveURL(/status=closed/);
  await expect(page).toHaveURL(/q=905/);
  await expect(searchBox(page)).toHaveValue("905");
  await expect(clientLink(page, "Benjamin Wright")).toBeVisible();
  await expect(clientLink(page, "Amelia Chen")).toHaveCount(0);

  await searchBox(page).fill("nobody-by-this-name");
  await expect(page.getByText(dashboard["dashboard.leads.noMatch"])).toBeVisible();
  await page.getByRole("button", { name: backOffice["back-office.clearFilters"] }).click();
  await expect(searchBox(page)).toHaveValue("");
  await expect(clientLink(page, "Amelia Chen")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("the search box and the cards work at 375 px, each card opening its lead", async ({ page }) => {
    await openLeadsTab(page);
    await searchBox(page).fill("(647) 555 0121");
    await expect(clientLink(page, "Amelia Chen")).toBeVisible();
    await expect(clientLink(page, "Grace Wilson")).toHaveCount(0);
    expect(await clientLink(page, "Amelia Chen").getAttribute("href")).toMatch(LEAD_PAGE);
    await expect(
      page.getByText(backOffice["back-office.leads.followUp"], { exact: true }).first(),
    ).toBeVisible();
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath("lead-search-375.png"), fullPage: true });
  });
});
