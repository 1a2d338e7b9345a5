import type { Page } from "@playwright/test";
import enHome from "../../src/i18n/messages/en-CA/home.json" with { type: "json" };
import enRates from "../../src/i18n/messages/en-CA/rates.json" with { type: "json" };
import enShell from "../../src/i18n/messages/en-CA/shell.json" with { type: "json" };
import frHome from "../../src/i18n/messages/fr-CA/home.json" with { type: "json" };
import frMeta from "../../src/i18n/messages/fr-CA/meta.json" with { type: "json" };
import frRates from "../../src/i18n/messages/fr-CA/rates.json" with { type: "json" };
import frShell from "../../src/i18n/messages/fr-CA/shell.json" with { type: "json" };
import { LOCALE_COOKIE } from "../../src/i18n/locale";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";
import { expectNoEnglishLeft } from "./untranslated";

/** The site's catalogues of the header, footer, home and rates pages: none of their English may show in French. */
const SITE_CATALOGUES: [Record<string, string>, Record<string, string>][] = [
  [enShell, frShell],
  [enHome, frHome],
  [enRates, frRates],
];

async function localeCookie(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === LOCALE_COOKIE)?.value;
}

function languageSwitch(page: Page) {
  return page.getByRole("banner").getByRole("navigation", { name: /^(Language|Langue)$/ });
}

/** The French home page once its rates have arrived: every section with text of its own is drawn. */
async function openFrenchHome(page: Page) {
  await page.goto("/fr");
  await expect(page.getByRole("heading", { name: frHome["home.headline"] })).toBeVisible();
  const rates = page.getByRole("region", { name: frHome["home.ratesSectionTitle"] });
  await expect(rates.getByRole("list", { name: /^Taux fixes – / })).toBeVisible();
}

async function openFrenchRates(page: Page) {
  await page.goto("/fr/rates");
  await expect(page.getByRole("heading", { level: 1, name: frRates["rates.page.title"] })).toBeVisible();
  await expect(page.getByRole("table", { name: /^Taux fixes – / })).toBeVisible();
  await expect(
    page.getByRole("region", { name: frRates["rates.history.title"] }).getByRole("img"),
  ).toBeVisible();
}

test("EN | FR: French from the home page stays French across a link and a reload, and English comes back", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  const english = languageSwitch(page).getByRole("link", { name: "English" });
  const french = languageSwitch(page).getByRole("link", { name: "Français" });
  await expect(english).toHaveAttribute("aria-current", "true");
  await expect(french).not.toHaveAttribute("aria-current", /.*/);
  await expect(french).toHaveAttribute("hreflang", "fr-CA");
  await expect(french).toHaveAttribute("lang", "fr");
  await expect(french).toHaveAttribute("href", "/fr");

  await french.click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { name: frHome["home.headline"] })).toBeVisible();
  await expect(page).toHaveTitle(`${frMeta["meta.home.title"]} — Vayu`);
  expect(await localeCookie(page)).toBe("fr-CA");
  await expect(languageSwitch(page).getByRole("link", { name: "Français" })).toHaveAttribute(
    "aria-current",
    "true",
  );

  // A link of the app stays in the French site (the router's basename).
  await page
    .getByRole("navigation", { name: frShell["shell.mainNav"] })
    .getByRole("link", { name: frShell["shell.nav.ourRates"] })
    .click();
  await expect(page).toHaveURL(/\/fr\/rates$/);
  await expect(page.getByRole("heading", { level: 1, name: frRates["rates.page.title"] })).toBeVisible();
  await expect(page).toHaveTitle(`${frMeta["meta.rates.title"]} — Vayu`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/fr\/rates$/);

  await page.reload();
  await expect(page).toHaveURL(/\/fr\/rates$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1, name: frRates["rates.page.title"] })).toBeVisible();

  // The site's address now leads to the French home page: the choice is remembered.
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr$/);

  // Back to English, on the same page.
  await page.goto("/fr/rates?from=switch");
  await languageSwitch(page).getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/rates\?from=switch$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  await expect(page.getByRole("heading", { level: 1, name: "Today's mortgage rates" })).toBeVisible();
  expect(await localeCookie(page)).toBe("en-CA");
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: enHome["home.headline"] })).toBeVisible();
});

test("the French home page shows no English text of the site's catalogues and passes axe", async ({
  page,
}) => {
  await openFrenchHome(page);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: frHome["home.lenders.title"] })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toContainText(frShell["shell.footer.disclaimer"]);
  await expectNoEnglishLeft(page, SITE_CATALOGUES);
  await expectNoSeriousAxeViolations(page);
});

test("the French rates page shows no English text of the site's catalogues and passes axe", async ({
  page,
}) => {
  await openFrenchRates(page);
  // Provinces are named in French, and a province without rates of its own says so in French.
  const province = page.getByLabel(frRates["rates.province"]);
  await expect(province.locator("option", { hasText: "Colombie-Britannique" })).toHaveCount(1);
  await expect(province.locator("option", { hasText: "Île-du-Prince-Édouard" })).toHaveCount(1);
  await province.selectOption("QC");
  await expect(page.getByRole("table", { name: /– (Québec|Canada \(national\))$/ })).toBeVisible();
  await page.getByText(frRates["rates.history.showNumbers"]).click();
  await expectNoEnglishLeft(page, SITE_CATALOGUES);
  await expectNoSeriousAxeViolations(page);
});
