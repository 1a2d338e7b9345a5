import { readFile } from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { formatCurrency } from "../../src/domain/format";
import { amortizationSchedule } from "../../src/domain/mortgage/schedule";
import english from "../../src/i18n/messages/en-CA/calculators.json" with { type: "json" };
import french from "../../src/i18n/messages/fr-CA/calculators.json" with { type: "json" };
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";

/*
 * Expected figures: the English page's own payment for the same inputs, or the schedule's function
 * (whose figures calculators.spec.ts checks against an independent computation) written the fr-CA way.
 *   500,000 at Ontario's demo 5 year fixed 4.04%, 25 y, monthly: $2,650.24 → « 2 650,24 $ ».
 *   Affordability defaults: stress test 6.84% → $402,809, at 4.84% → $483,521; other debts 1,000/month
 *   → $425,581 (calculators.spec.ts).
 */

const NBSP = "\u00a0";
const fr = (text: string) => text.replaceAll(" ", NBSP);

/** The figure under a result's label, in the results region. */
function resultFigure(results: Locator, label: string): Locator {
  return results
    .locator("div", { has: results.page().getByText(label, { exact: true }) })
    .locator("dd")
    .first();
}

function frenchPayment(principal: number, annualRatePercent: number): string {
  const { regularPayment } = amortizationSchedule({
    principal,
    annualRatePercent,
    amortizationYears: 25,
    frequency: "monthly",
  });
  return formatCurrency(regularPayment, 2, "fr-CA");
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("the payment calculator in French", () => {
  test("a decimal comma gives the payment the English page gives, written the French way", async ({
    page,
  }) => {
    await page.goto("/mortgage-calculator");
    const englishResults = page.getByRole("region", { name: english["calculators.results.title"] });
    await page.getByLabel(english["calculators.field.mortgageAmount"]).fill("612345");
    await page.getByLabel(english["calculators.rates.customRate"]).fill("4.79");
    const englishFigure = resultFigure(englishResults, english["calculators.payment.monthly"]);
    await expect(englishFigure).toHaveText(/^\$[\d,]+\.\d\d$/);
    const englishPayment = Number((await englishFigure.innerText()).replace(/[$,]/g, ""));

    await page.goto("/fr/mortgage-calculator");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    const results = page.getByRole("region", { name: french["calculators.results.title"] });
    // The page's own start: Ontario's 5 year fixed rate, to the cent in French.
    await expect(page.getByLabel(french["calculators.field.mortgageAmount"])).toHaveValue(fr("500 000"));
    await expect(
      page.getByLabel(french["calculators.rates.rate"], { exact: true }).locator("option:checked"),
    ).toHaveText(/^5\s+ans fixe — 4,04\u00a0%$/);
    await expect(results).toContainText(fr("2 650,24 $"));
    await expect(page.getByTestId("result-announcement")).toHaveText(
      `Versement mensuel${NBSP}: ${fr("2 650,24 $")}, remboursé en 25${NBSP}ans.`,
    );

    const amount = page.getByLabel(french["calculators.field.mortgageAmount"]);
    const rate = page.getByLabel(french["calculators.rates.customRate"]);
    await amount.fill("");
    await amount.pressSequentially("612345");
    await expect(amount).toHaveValue(fr("612 345"));
    await rate.fill("4,79");
    const figure = resultFigure(results, french["calculators.payment.monthly"]);
    await expect(figure).toHaveText(formatCurrency(englishPayment, 2, "fr-CA"));
    await expect(page.getByText(french["calculators.rates.customRateInUse"])).toBeVisible();

    // Cents typed with a comma; the shared address keeps machine figures.
    await amount.press("End");
    await amount.pressSequentially(",50");
    await expect(amount).toHaveValue(fr("612 345,50"));
    await expect(figure).toHaveText(frenchPayment(612_345.5, 4.79));
    await expect(page).toHaveURL(/[?&]price=612345\.5(&|$)/);
    await expect(page).toHaveURL(/[?&]rate=4\.79(&|$)/);
    await amount.fill("612 345,50 $");
    await expect(figure).toHaveText(frenchPayment(612_345.5, 4.79));

    await page.getByLabel(french["calculators.mortgage.frequency"]).selectOption({
      label: french["calculators.frequency.rapidBiWeekly"],
    });
    await expect(results).toContainText(french["calculators.payment.rapidBiWeekly"]);

    await rate.fill("4,a");
    await expect(page.getByText(`Taux d’intérêt${NBSP}: entrez un nombre`)).toBeVisible();
    await expect(results).toContainText(french["calculators.fixFieldsPrompt"]);
  });

  test("the schedule and its CSV speak French, with semicolons and decimal commas", async ({ page }) => {
    await page.goto("/fr/mortgage-calculator");
    await page.getByLabel(french["calculators.rates.customRate"]).fill("5,5");
    const results = page.getByRole("region", { name: french["calculators.results.title"] });
    await expect(results).toContainText(fr("3 070,44 $"));
    await expect(page.getByRole("heading", { name: french["calculators.schedule.title"] })).toBeVisible();
    await expect(page.getByText(french["calculators.schedule.csvFormat"])).toBeVisible();

    await page.getByRole("button", { name: "Année 1", exact: true }).click();
    const first = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Versement 1", exact: true }) });
    await expect(first).toContainText(fr("2 291,67 $"));
    await expect(first).toContainText(fr("499 221,23 $"));

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: french["calculators.schedule.downloadCsv"] }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(french["calculators.schedule.csvFileName"]);
    const csv = await readFile(await download.path(), "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(`"${french["calculators.csv.separators"]}"`);
    expect(lines[1]).toBe("Versement;Année;Montant du versement;Intérêts;Capital;Solde");
    expect(lines[2]).toBe("1;1;3070,44;2291,67;778,77;499221,23");
    expect(lines).toHaveLength(302);
  });

  test("no English text is left on the page", async ({ page }) => {
    await page.goto("/fr/mortgage-calculator?price=600000&down_payment=100000&rate=5.5");
    await page.getByLabel(french["calculators.mortgage.extraPerPayment"]).fill("500");
    const main = page.getByRole("main");
    await expect(main).toContainText(french["calculators.summary.interestSaved"]);
    const figure = page.getByRole("figure");
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator(".recharts-line")).toHaveCount(2);
    await page.getByRole("button", { name: "Année 1", exact: true }).click();
    await expectNoSeriousAxeViolations(page);

    const shown = await main.innerText();
    const left: string[] = [];
    for (const [id, message] of Object.entries(english)) {
      const translation = french[id as keyof typeof french];
      if (translation === message) continue;
      // The words between placeholders; a plural or select message is checked through its own words elsewhere.
      if (/\{[^{}]*\{/.test(message)) continue;
      for (const words of message.split(/\{[^{}]*\}|<\/?b>/)) {
        const text = words.trim();
        // Short words, and words French shares ("plus", "Province"), prove nothing.
        if (text.length < 4 || translation.includes(text)) continue;
        const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        if (new RegExp(`(^|[^\\p{L}])${escaped}($|[^\\p{L}])`, "u").test(shown)) left.push(`${id}: ${text}`);
      }
    }
    expect(left).toEqual([]);
    expect(shown).not.toMatch(/\b(year|years|month|months|payment)\b/i);
  });
});

test("the affordability calculator in French", async ({ page }) => {
  await page.goto("/fr/affordability-calculator");
  await expect(page.getByLabel(french["calculators.affordability.income"])).toHaveValue(fr("100 000"));
  await expect(page.getByLabel(french["calculators.field.interestRate"])).toHaveValue("4,84");
  const results = page.getByRole("region", { name: french["calculators.affordability.resultsTitle"] });
  await expect(results.getByTestId("headline-stress-test")).toContainText(
    `Prix maximal selon la simulation de crise (6,84${NBSP}%)${fr("402 809 $")}`,
  );
  await expect(results.getByTestId("headline-contract")).toContainText(fr("483 521 $"));
  await expect(results.getByTestId("headline-stress-test")).toContainText(
    `Mise de fonds insuffisante pour ce prix${NBSP}: il faut au moins ${fr("20 140 $")}.`,
  );
  await expect(results).toContainText(
    new RegExp(`Amortissement brut de la dette \\(ABD\\)\\s*32,00${NBSP}%`),
  );
  await expect(results).toContainText("Vos frais de logement fixent la limite");
  await expect(page.getByRole("region", { name: french["calculators.stressTest.title"] })).toContainText(
    fr("382 809 $"),
  );

  await page.getByLabel(french["calculators.affordability.debts"]).fill("1000");
  await expect(results).toContainText(fr("425 581 $"));
  await expect(results).toContainText("Vos autres dettes fixent la limite");
  await expect(page).toHaveURL(/[?&]debts=1000(&|$)/);

  await page.getByLabel(french["calculators.field.interestRate"]).fill("4,84");
  await expect(results).toContainText(fr("425 581 $"));
  await expect(page.getByTestId("result-announcement")).toContainText("Prix maximal de la propriété");
});

test("the calculators page in French links to the French full calculators", async ({ page }) => {
  await page.goto("/fr/calculators");
  const results = page.getByRole("region", { name: french["calculators.results.title"] });
  await expect(results).toContainText(fr("2 456,35 $"));
  await page.getByLabel(french["calculators.field.interestRate"]).fill("4,5");
  await expect(results).toContainText(fr("2 223,33 $"));
  await page.getByRole("link", { name: french["calculators.page.affordabilityCard.link"] }).click();
  await expect(page).toHaveURL(/\/fr\/affordability-calculator$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(french["calculators.affordability.title"]);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

  test("the French calculators fit without sideways scrolling", async ({ page }) => {
    await page.goto("/fr/mortgage-calculator");
    await expect(page.getByTestId("sticky-payment")).toHaveText(
      `Versement mensuel${NBSP}: ${fr("2 650,24 $")}`,
    );
    await page.getByRole("button", { name: "Année 1", exact: true }).click();
    await expect(page.getByRole("rowheader", { name: "Versement 12", exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.goto("/fr/affordability-calculator");
    await expect(
      page.getByRole("region", { name: french["calculators.affordability.resultsTitle"] }),
    ).toContainText(fr("483 521 $"));
    await expectNoSidewaysScroll(page);

    await page.goto("/fr/calculators");
    await expect(page.getByRole("region", { name: french["calculators.results.title"] })).toContainText(
      fr("2 456,35 $"),
    );
    await expectNoSidewaysScroll(page);
  });
});
