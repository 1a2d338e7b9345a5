import enContent from "../../src/i18n/messages/en-CA/content.json" with { type: "json" };
import enLegal from "../../src/i18n/messages/en-CA/legal.json" with { type: "json" };
import enShell from "../../src/i18n/messages/en-CA/shell.json" with { type: "json" };
import frContent from "../../src/i18n/messages/fr-CA/content.json" with { type: "json" };
import frLegal from "../../src/i18n/messages/fr-CA/legal.json" with { type: "json" };
import frShell from "../../src/i18n/messages/fr-CA/shell.json" with { type: "json" };
import { expect, expectNoSeriousAxeViolations, test } from "./fixtures";
import { englishLeftOnPage, expectNoEnglishLeft } from "./untranslated";

const CATALOGUES: [Record<string, string>, Record<string, string>][] = [
  [enContent, frContent],
  [enLegal, frLegal],
  [enShell, frShell],
];

const PAGES = [
  { path: "/fr/privacy", heading: frContent["content.privacy.section.whoWeAre"] },
  { path: "/fr/terms", heading: frContent["content.terms.section.about"] },
  { path: "/fr/why-broker", heading: frContent["content.whyBroker.title"] },
  { path: "/fr/become-broker", heading: frContent["content.becomeBroker.title"] },
  { path: "/fr/mortgage-options", heading: frContent["content.options.title"] },
  { path: "/fr/app", heading: frContent["content.app.title"] },
];

test.describe("the information and legal pages in French", () => {
  for (const { path, heading } of PAGES) {
    test(`${path} is all French and passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
      await expectNoEnglishLeft(page, CATALOGUES);
      await expectNoSeriousAxeViolations(page);
    });
  }

  test("the penalty example is written with French figures", async ({ page }) => {
    await page.goto("/fr/mortgage-options");
    await expect(page.getByText("400 000 $ × 5 % ÷ 12 × 3 = 5 000 $", { exact: false })).toBeVisible();
  });

  test("the longer French fits a phone: no sideways scroll", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const { path } of PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });

  test("the comparison finds English left on an English page", async ({ page }) => {
    await page.goto("/why-broker");
    await expect(page.getByRole("heading", { name: enContent["content.whyBroker.title"] })).toBeVisible();
    expect(await englishLeftOnPage(page, enContent, frContent)).not.toEqual([]);
  });
});
