import type { Page } from "@playwright/test";
import backOfficeEnglish from "../../src/i18n/messages/en-CA/back-office.json" with { type: "json" };
import dashboardEnglish from "../../src/i18n/messages/en-CA/dashboard.json" with { type: "json" };
import backOfficeFrench from "../../src/i18n/messages/fr-CA/back-office.json" with { type: "json" };
import dashboardFrench from "../../src/i18n/messages/fr-CA/dashboard.json" with { type: "json" };
import { E2E_ACCOUNTS } from "./accounts";
import { sayInFrench as say } from "./back-office-text";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

// Signing in and walking ten tabs takes a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

const FRENCH: Record<string, string> = { ...backOfficeFrench, ...dashboardFrench };

/**
 * The English texts a French dashboard must never show: every message of the back-office and
 * dashboard catalogues whose French differs (Documents, Actions, Type… read the same in both). A
 * message with placeholders is looked for by its longest fixed part, when that part says something.
 */
const ENGLISH_TEXTS: string[] = [
  ...new Set(
    Object.entries({ ...backOfficeEnglish, ...dashboardEnglish })
      .filter(([id, english]) => FRENCH[id] !== english)
      .flatMap(([, english]) => {
        if (!english.includes("{")) return [english];
        const fixed = english
          .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}/)
          .map((part) => part.trim())
          .sort((a, b) => b.length - a.length)[0]!;
        // A short fixed part ("with", "characters") is no sentence of ours to look for.
        return fixed.length >= 12 ? [fixed] : [];
      })
      .filter((text) => /\p{L}{2}/u.test(text)),
  ),
];

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The English catalogue texts found on the page: one-word ones in the interface's own words
 * (buttons, labels, headings, table headers, options, accessible names), longer ones anywhere in
 * the visible text. The clients' names and messages are the demo's English data, never a label.
 */
async function englishLeftOn(page: Page): Promise<string[]> {
  const { visible, chrome } = await page.evaluate(() => {
    // Text marked as English on purpose (the language switch's "English") is not left over.
    // Rows of a table hold the clients' data (their names inside labels too), never the interface's words.
    const french = (element: Element) =>
      element.closest("[lang]")?.getAttribute("lang") !== "en" && !element.closest("tbody");
    // A title on a button or a link names it; elsewhere it holds a client's message in full.
    const names = [...document.querySelectorAll("[aria-label], [placeholder], button[title], a[title]")]
      .filter(french)
      .flatMap((element) =>
        ["aria-label", "placeholder", "title"].map((name) => element.getAttribute(name) ?? ""),
      );
    const words = [
      ...document.querySelectorAll(
        "button, a, label, legend, h1, h2, h3, h4, thead th, option, [role=status]",
      ),
    ]
      .filter(french)
      .map((element) => (element as HTMLElement).innerText ?? element.textContent ?? "");
    const marked = [...document.querySelectorAll('[lang="en"]')].map(
      (element) => (element as HTMLElement).innerText,
    );
    const body = marked.reduce((text, english) => text.replace(english, ""), document.body.innerText);
    return {
      visible: `${body}\n${names.join("\n")}`,
      chrome: [...words, ...names].join("\n"),
    };
  });
  return ENGLISH_TEXTS.filter((text) => {
    const pattern = new RegExp(`(?<!\\p{L})${escaped(text)}(?!\\p{L})`, "u");
    return pattern.test(text.includes(" ") ? visible : chrome);
  });
}

async function signInInFrench(page: Page) {
  const account = E2E_ACCOUNTS.agent;
  await page.goto("/fr/auth");
  await page.getByLabel("Courriel").fill(account.email);
  await page.getByLabel("Mot de passe").fill(account.password);
  await page.locator("#main-content").getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/agent-dashboard/);
}

const TABS = [
  "profile",
  "customize",
  "social",
  "links",
  "seo",
  "blog",
  "documents",
  "testimonials",
  "leads",
  "analytics",
] as const;

test("a broker signs in on /fr/auth and runs the dashboard in French", async ({ page }) => {
  await signInInFrench(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
  await expect(page.getByRole("heading", { level: 1, name: say("dashboard.title") })).toBeVisible();
  await expect(page.getByRole("button", { name: say("back-office.logout") })).toBeVisible();

  const menu = page.getByRole("navigation", { name: say("dashboard.menuTitle") });
  for (const tab of TABS) {
    await menu.getByRole("link", { name: say(`dashboard.tab.${tab}`), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/fr/agent-dashboard\\?tab=${tab}`));
    await expect(page.locator("#tab-title")).toHaveText(say(`dashboard.tab.${tab}`));
    await expect(page.getByText(say(`dashboard.tab.${tab}.description`))).toBeVisible();
  }

  // The profile tab: its form, the e-mail language and no English left.
  await menu.getByRole("link", { name: say("dashboard.tab.profile"), exact: true }).click();
  await expect(page.getByLabel(say("dashboard.profile.fullName"))).toBeVisible();
  await expect(page.getByLabel(say("dashboard.profile.emailLanguage"))).toBeVisible();
  expect(await englishLeftOn(page)).toEqual([]);
  await expectNoSeriousAxeViolations(page);

  // The leads tab: the list, its filters and statuses in French, and no English left.
  await menu.getByRole("link", { name: say("dashboard.tab.leads"), exact: true }).click();
  await expect(page.getByRole("heading", { name: say("dashboard.leads.listTitle") })).toBeVisible();
  await expect(page.getByRole("link", { name: say("back-office.leads.exportCsv") })).toBeVisible();
  const statusFilter = page.getByLabel(say("back-office.status"), { exact: true });
  await expect(statusFilter.locator("option", { hasText: say("back-office.leadStatus.new") })).toHaveCount(1);
  expect(await englishLeftOn(page)).toEqual([]);
  await expectNoSeriousAxeViolations(page);
});

test("the French dashboard fits a 375 px screen on the profile and leads tabs", async ({ page }) => {
  await signInInFrench(page);
  await page.setViewportSize({ width: 375, height: 800 });
  for (const tab of ["profile", "leads"] as const) {
    await page.goto(`/fr/agent-dashboard?tab=${tab}`);
    await expect(page.locator("#tab-title")).toHaveText(say(`dashboard.tab.${tab}`));
    await expect(
      tab === "profile"
        ? page.getByLabel(say("dashboard.profile.fullName"))
        : page.getByRole("heading", { name: say("dashboard.leads.listTitle") }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // On a phone the leads are cards, where the clients' names (other tests add "E2E Lead …") stand
    // beside the interface's words; the desktop test above checks the words where rows keep them apart.
    if (tab === "profile") expect(await englishLeftOn(page)).toEqual([]);
  }
});
