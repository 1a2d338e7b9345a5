import type { Page } from "@playwright/test";
import enAdmin from "../../src/i18n/messages/en-CA/admin.json" with { type: "json" };
import frAdmin from "../../src/i18n/messages/fr-CA/admin.json" with { type: "json" };
import frAuth from "../../src/i18n/messages/fr-CA/auth.json" with { type: "json" };
import { E2E_ACCOUNTS } from "./accounts";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";
import { expectNoEnglishLeft } from "./untranslated";

// Signing in and walking nine tabs takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

type AdminId = keyof typeof enAdmin;

const fr = (id: AdminId) => frAdmin[id];

/** The panel's tabs, in menu order, by the id their name and introduction are said with. */
const TABS = [
  "agents",
  "testimonials",
  "blog",
  "leads",
  "analytics",
  "rates",
  "products",
  "services",
  "lenders",
] as const;

/**
 * The English messages of the admin catalogue with no placeholder that are whole lines of the page:
 * short ones ("All agents", "Clear search") that the longer-run check of expectNoEnglishLeft skips.
 */
async function englishLinesLeft(page: Page): Promise<string[]> {
  const lines = new Set((await page.locator("body").innerText()).split("\n").map((line) => line.trim()));
  return Object.entries(enAdmin)
    .filter(([id, message]) => !/[{<]/.test(message) && frAdmin[id as AdminId] !== message)
    .filter(([, message]) => lines.has(message.trim()))
    .map(([id, message]) => `${id}: ${message}`);
}

async function expectNoAdminEnglish(page: Page) {
  await expectNoEnglishLeft(page, [[enAdmin, frAdmin]]);
  expect(await englishLinesLeft(page)).toEqual([]);
}

async function signInInFrench(page: Page) {
  const account = E2E_ACCOUNTS.super_admin;
  await page.goto("/fr/auth");
  await page.getByLabel(frAuth["auth.emailLabel"]).fill(account.email);
  await page.getByLabel(frAuth["auth.passwordLabel"]).fill(account.password);
  // The header has a sign-in button of its own: the form's is the one to press.
  await page.locator("form").getByRole("button", { name: frAuth["auth.submit"], exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/super-admin$/);
}

test("the super admin signs in in French and runs the whole panel in French", async ({ page }) => {
  await signInInFrench(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { name: fr("admin.page.title") })).toBeVisible();

  // The agents tab is the default: its list, search and create button, with no English left.
  await expect(page.getByRole("heading", { name: fr("admin.tabs.agents.label"), level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: fr("admin.agents.listTitle") })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: fr("admin.agents.searchLabel") })).toBeVisible();
  await expect(page.getByRole("button", { name: fr("admin.agents.newAgent") })).toBeVisible();
  await expect(page.getByRole("table", { name: fr("admin.agents.tableLabel") })).toBeVisible();
  await expect(page).toHaveTitle(`${fr("admin.tabs.agents.label")} — ${fr("admin.page.title")} — Vayu`);
  await expectNoAdminEnglish(page);
  await expectNoSeriousAxeViolations(page);

  // The create dialog speaks French too.
  await page.getByRole("button", { name: fr("admin.agents.newAgent") }).click();
  const dialog = page.getByRole("dialog", { name: fr("admin.agents.createTitle") });
  await expect(dialog.getByLabel(fr("admin.agents.fullName"))).toBeVisible();
  await expect(dialog.getByRole("button", { name: fr("admin.agents.create") })).toBeVisible();
  await expectNoAdminEnglish(page);
  await dialog.getByRole("button", { name: fr("admin.common.cancel") }).click();
  await expect(dialog).toBeHidden();

  // Every tab of the menu, named and introduced in French, stays under /fr.
  const menu = page.getByRole("navigation", { name: fr("admin.page.menuTitle") });
  for (const tab of TABS) {
    await menu.getByRole("link", { name: fr(`admin.tabs.${tab}.label`) }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/super-admin\\?tab=${tab}$`));
    await expect(page.getByRole("heading", { name: fr(`admin.tabs.${tab}.label`), level: 2 })).toBeVisible();
    await expect(page.getByText(fr(`admin.tabs.${tab}.description`))).toBeVisible();
  }

  // The leads tab: the list, its pages and the erasure of a person's data, with no English left.
  await menu.getByRole("link", { name: fr("admin.tabs.leads.label") }).click();
  await expect(page.getByRole("heading", { name: fr("admin.leads.listTitle") })).toBeVisible();
  await expect(page.getByRole("heading", { name: fr("admin.erasure.title") })).toBeVisible();
  await expect(page.getByRole("navigation", { name: fr("admin.leads.pagesLabel") })).toBeVisible();
  await expect(page.getByText(/^Affichage de \d+ à \d+ sur \d+ demandes?$/)).toBeVisible();
  await expectNoAdminEnglish(page);
  await expectNoSeriousAxeViolations(page);

  // Looking up an address no one has: the answer in French.
  await page.getByLabel(fr("admin.erasure.emailLabel")).fill("personne@e2e.vayu.local");
  await page.getByRole("button", { name: fr("admin.erasure.find") }).click();
  await expect(page.getByText(fr("admin.erasure.nothingHeld"))).toBeVisible();

  // The rates tab: French terms, provinces and percentages with a decimal comma.
  await menu.getByRole("link", { name: fr("admin.tabs.rates.label") }).click();
  await expect(page.getByRole("heading", { name: fr("admin.rateSync.title") })).toBeVisible();
  const rates = page.getByRole("table", { name: fr("admin.rates.listTitle") });
  await expect(rates.getByRole("columnheader", { name: fr("admin.rates.columnPosted") })).toBeVisible();
  await expect(rates.getByRole("rowheader", { name: /^\d+ ans?$/ }).first()).toBeVisible();
  await expect(
    rates.getByRole("button", { name: /^Taux affiché de .+\s:\s\d+,\d{3}\s%\. Modifier$/ }).first(),
  ).toBeVisible();
  await expectNoAdminEnglish(page);
  await expectNoSeriousAxeViolations(page);
});

test("the English panel keeps its English", async ({ page }) => {
  const account = E2E_ACCOUNTS.super_admin;
  await page.goto("/auth");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page).toHaveURL(/\/super-admin$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-CA");
  await expect(page.getByRole("heading", { name: enAdmin["admin.agents.listTitle"] })).toBeVisible();
  const visible = await page.locator("body").innerText();
  for (const id of ["admin.agents.listTitle", "admin.agents.newAgent", "admin.page.menuTitle"] as const) {
    expect(visible).not.toContain(frAdmin[id]);
  }
});
