import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Page } from "@playwright/test";
import type { CatalogFile } from "../../src/i18n/catalogs";
import { catalogue, everyMessage, say } from "./catalogue-messages";
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

/*
 * The public broker pages and the blog in French. Marc-André Tremblay is the Montréal demo broker:
 * the profile and dashboard specs edit Priya and check Jasmine, and nothing edits him.
 */
const SLUG = "marcandretremblay";
const fr = (id: string, values?: Record<string, string | number>) => say("fr-CA", id, values);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A message as a pattern of the text it can show: each placeholder stands for any run of text. */
function pattern(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return escape(element.value);
        case TYPE.pound:
          return "\\d+";
        case TYPE.tag:
          return pattern(element.children);
        case TYPE.plural:
        case TYPE.select:
          return `(?:${Object.values(element.options)
            .map((option) => pattern(option.value))
            .join("|")})`;
        default:
          return ".+?";
      }
    })
    .join("");
}

/**
 * The English texts of a catalogue file that differ from their French, as whole-text patterns: an
 * element whose text is one of them still speaks English. Messages that are only placeholders, and
 * those written the same in both languages, say nothing about the language.
 */
function englishOnly(file: CatalogFile): { id: string; regex: RegExp }[] {
  const english = catalogue("en-CA", file);
  const french = catalogue("fr-CA", file);
  return Object.entries(english).flatMap(([id, message]) => {
    const source = pattern(parse(message));
    if (!/[A-Za-z]{2}/.test(source.replace(/\.\+\?/g, ""))) return [];
    if (source === pattern(parse(french[id] ?? ""))) return [];
    return [{ id, regex: new RegExp(`^${source}$`) }];
  });
}

/** Each line of text shown on the page, whitespace collapsed: a line is one element's own words. */
async function visibleLines(page: Page): Promise<Set<string>> {
  const lines = await page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>("*")]
      .filter((element) => element.checkVisibility() && element.innerText)
      .flatMap((element) => element.innerText.split("\n"))
      .map((line) => line.replace(/\s+/g, " ").trim())
      .filter(Boolean),
  );
  return new Set(lines);
}

/**
 * No line of the page is one of the English texts of `files`. A line that is also a French text of
 * the site ("Contact" says the same in both) proves nothing.
 */
async function expectNoEnglishOf(page: Page, files: CatalogFile[]) {
  const french = new Set(everyMessage("fr-CA"));
  const lines = [...(await visibleLines(page))].filter((line) => !french.has(line));
  const left = files
    .flatMap(englishOnly)
    .flatMap(({ id, regex }) => lines.filter((line) => regex.test(line)).map((line) => `${id}: ${line}`));
  expect(left).toEqual([]);
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

const FRENCH_DAY =
  /^(1er|\d{1,2}) (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;
const FRENCH_MONTH =
  /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/;

test.describe("the public site in French", () => {
  test("/fr/find-broker lists the brokers in French", async ({ page }) => {
    await page.goto("/fr/find-broker");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 1, name: fr("brokers.find.title") })).toBeVisible();
    const card = page.getByRole("article", { name: "Marc-André Tremblay" });
    await expect(
      card.getByRole("link", { name: fr("brokers.card.viewProfileLabel", { name: "Marc-André Tremblay" }) }),
    ).toHaveAttribute("href", `/fr/agent/${SLUG}`);
    await expect(
      card.getByRole("link", { name: fr("brokers.card.contactLabel", { name: "Marc-André Tremblay" }) }),
    ).toHaveAttribute("href", /^\/fr\/contact\?agent=/);
    await expectNoEnglishOf(page, ["brokers"]);
    await expectNoSeriousAxeViolations(page);
  });

  test("a broker's page speaks French: hero, rates, lenders, reviews and contact", async ({ page }) => {
    await page.goto(`/fr/agent/${SLUG}`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Marc-André Tremblay" })).toBeVisible();
    await expect(main.getByRole("button", { name: fr("brokers.hero.viewRates") })).toBeVisible();
    await expect(
      main.getByRole("link", { name: new RegExp(`^${escape(fr("brokers.hero.bookAppointment"))}`) }),
    ).toBeVisible();

    const rates = main.locator("#rates");
    await expect(rates.getByRole("heading", { name: fr("brokers.rates.title") })).toBeVisible();
    await expect(rates.getByRole("columnheader", { name: fr("brokers.rates.posted") }).first()).toBeVisible();
    // Terms and rates are written the French way: "5 ans", "4,04 %".
    await expect(rates.getByRole("rowheader").first()).toHaveText(/^\d+ ans?\b/);
    await expect(rates.getByRole("cell").first()).toHaveText(/^\d+,\d{2}\u00a0%$/);
    await expect(rates.getByText(fr("brokers.rates.note"))).toBeVisible();
    await expect(
      main.locator("#lenders").getByRole("heading", { name: fr("brokers.lenders.title") }),
    ).toBeVisible();

    const reviews = main.locator("#testimonials");
    await expect(reviews.getByRole("heading", { name: fr("brokers.reviews.title") })).toBeVisible();
    for (const month of await reviews.locator("time").allInnerTexts()) expect(month).toMatch(FRENCH_MONTH);

    const closing = main.locator("#get-in-touch");
    await expect(closing.getByRole("heading", { name: fr("brokers.closing.title") })).toBeVisible();
    await expect(closing.getByRole("link", { name: fr("brokers.closing.contactUs") })).toHaveAttribute(
      "href",
      /^\/fr\/contact\?agent=/,
    );

    // Lazily drawn sections are all in view once the page has been scrolled to its end.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(closing).toBeInViewport();
    await expectNoEnglishOf(page, ["brokers"]);
    await expectNoSeriousAxeViolations(page);
  });

  test("an unknown broker is not found, in French", async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    await page.goto("/fr/agent/nobody-by-that-name");
    await expect(page.getByRole("heading", { level: 1, name: fr("brokers.notFound.title") })).toBeVisible();
    await expect(
      page.getByRole("main").getByRole("link", { name: fr("brokers.find.title"), exact: true }),
    ).toHaveAttribute("href", "/fr/find-broker");
  });

  test("/fr/blog lists French posts first, dates them in French, and a post says its language", async ({
    page,
  }) => {
    await page.goto("/fr/blog");
    await expect(page.getByRole("heading", { level: 1, name: fr("blog.title") })).toBeVisible();
    const first = page.getByRole("article").first();
    await expect(first.getByText(/^Par /)).toBeVisible();
    const days = await page.getByRole("article").locator("time").allInnerTexts();
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) expect(day).toMatch(FRENCH_DAY);
    await expectNoEnglishOf(page, ["blog"]);
    await expectNoSeriousAxeViolations(page);

    // The demo's French posts come first on the French blog, each marked as written in French.
    const language = await first.getByRole("heading", { level: 2 }).getAttribute("lang");
    expect(language).toBe("fr");
    await first.getByRole("link", { name: fr("blog.readMore") }).click();
    await expect(page).toHaveURL(/\/fr\/blog\/[^/]+$/);
    await expect(page.getByTestId("post-content")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("link", { name: fr("blog.back") })).toHaveAttribute("href", "/fr/blog");
    await expect(page.locator("article time")).toHaveText(FRENCH_DAY);
  });

  test("the French pages fit a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/fr/find-broker", `/fr/agent/${SLUG}`, "/fr/blog", "/fr/products", "/fr/services"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
  });
});
