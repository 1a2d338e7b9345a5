import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A catalogue file as the tests read it: message ids to ICU text. */
type Catalogue = Record<string, string>;

/**
 * The literal runs of an ICU message long enough to be recognised on a page: the text between its
 * placeholders and tags, without plural or select branches (those are checked by their own texts).
 */
function literalRuns(message: string): string[] {
  return message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\w+>/)
    .map((run) => run.trim())
    .filter((run) => run.length >= 14 && /[a-z]{3}/i.test(run));
}

/**
 * The English texts of `english` still visible on the page: every message whose French differs,
 * looked for in the page's visible text. A French page must show none.
 */
export async function englishLeftOnPage(
  page: Page,
  english: Catalogue,
  french: Catalogue,
): Promise<string[]> {
  const visible = await page.locator("body").innerText();
  const left: string[] = [];
  for (const [id, message] of Object.entries(english)) {
    if (french[id] === message) continue;
    for (const run of literalRuns(message)) {
      if (visible.includes(run)) left.push(`${id}: ${run}`);
    }
  }
  return left;
}

/** The page shows no English text of these catalogues. */
export async function expectNoEnglishLeft(page: Page, catalogues: [english: Catalogue, french: Catalogue][]) {
  const left = (await Promise.all(catalogues.map(([en, fr]) => englishLeftOnPage(page, en, fr)))).flat();
  expect(left).toEqual([]);
}
