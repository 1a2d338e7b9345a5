import type { Page } from "@playwright/test";
import { catalogue } from "./catalogue-messages";
import { expect, expectNoSeriousAxeViolations, test, waitUntilInteractive } from "./fixtures";
import { expectNoEnglishLeft } from "./untranslated";

/*
 * The three closing-cost calculators (issue 46), from their defaults: $600,000 in Ontario outside Toronto,
 * $60,000 down, 25 years, not a first-time buyer. Figures computed independently:
 *   Ontario's tax: 0.5% × 55,000 + 1% × 195,000 + 1.5% × 150,000 + 2% × 200,000 = 275 + 1,950 + 2,250 + 4,000
 *   = $8,475.00; Toronto's municipal tax is the same $8,475.00 below $2M. First-time rebates: Ontario's up to
 *   $4,000, Toronto's up to $4,475.
 *   British Columbia at $600,000: 1% × 200,000 + 2% × 400,000 = $10,000.00.
 *   Insurance: loan 540,000 = 90% of the price → 3.10% → $16,740.00, total mortgage $556,740.00; Ontario's 8% on
 *   the premium $1,339.20. First-time, 30 years: 3.30% × 540,000 = $17,820.00.
 *   Cash to close: 60,000 + 8,475 + 1,339.20 + 1,500 + 300 + 500 + 1,000 = $73,114.20.
 */

const NBSP = "\u00a0";

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitUntilInteractive(page);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("land transfer tax calculator", () => {
  test("shows the default tax with its working, then follows a province change and the toggles", async ({
    page,
  }) => {
    await open(page, "/land-transfer-tax-calculator");
    await expect(page.getByRole("heading", { level: 1, name: "Land transfer tax calculator" })).toBeVisible();
    // Named "Your registration fees" where the province charges those instead.
    const results = page.getByRole("region", { name: /^Your (land transfer tax|registration fees)$/ });
    await expect(results).toContainText("Land transfer tax to pay$8,475.00");
    const working = page.getByRole("table", { name: "Ontario land transfer tax, bracket by bracket" });
    await expect(working.getByRole("row", { name: "$400,000 to $600,000 2% $4,000.00" })).toBeVisible();

    await page.getByLabel("City").selectOption("toronto");
    await expect(results).toContainText("Land transfer tax to pay$16,950.00");
    await expect(page).toHaveURL(/[?&]city=toronto(&|$)/);
    await page.getByLabel("I am a first-time home buyer").check();
    await expect(results).toContainText("First-time buyer rebate$8,475.00");
    await expect(results).toContainText("Land transfer tax to pay$8,475.00");
    await expect(page).toHaveURL(/[?&]first_time=true(&|$)/);

    await page.getByLabel("Province or territory").selectOption("BC");
    await expect(page.getByLabel("City")).toHaveCount(0);
    await expect(page).not.toHaveURL(/city=/);
    // Above $860,000 no exemption is left; at $600,000 the first $500,000 is exempt: 10,000 − 8,000.
    await expect(results).toContainText("Tax before rebates$10,000.00");
    await expect(results).toContainText("Land transfer tax to pay$2,000.00");

    await page.getByLabel("Province or territory").selectOption("AB");
    await expect(page.getByLabel("Mortgage amount")).toBeVisible();
    await expect(results).toContainText("Registration fees to pay");
    await expect(page.getByText("Alberta has no land transfer tax")).toBeVisible();
  });

  test("names a wrong figure in plain words", async ({ page }) => {
    await open(page, "/land-transfer-tax-calculator");
    await page.getByLabel("Purchase price").fill("0");
    await expect(page.getByText("Purchase price must be more than $0")).toBeVisible();
  });
});

test.describe("CMHC insurance calculator", () => {
  test("shows the default premium, then the 30-year surcharge for a first-time buyer", async ({ page }) => {
    await open(page, "/cmhc-insurance-calculator");
    const results = page.getByRole("region", { name: "Your mortgage insurance" });
    await expect(results).toContainText("Insurance premium$16,740.00");
    await expect(results).toContainText("Total mortgage$556,740.00");
    await expect(results).toContainText("Provincial tax on the premium (8%)$1,339.20");
    await expect(results).toContainText("Minimum down payment: $35,000.00");
    await expect(page.getByText("10% of the purchase price")).toBeVisible();

    await page.getByLabel("Amortization").selectOption("30");
    await expect(page.getByTestId("insurance-status")).toContainText(
      "Amortization too long for an insured mortgage",
    );
    await page.getByLabel("I am a first-time home buyer").check();
    await expect(results).toContainText("Insurance premium$17,820.00");
    await expect(results).toContainText("Surcharge for a longer amortization0.20%");

    await page.getByLabel("Province or territory").selectOption("AB");
    await expect(results).not.toContainText("Provincial tax on the premium (");
  });
});

test.describe("closing costs calculator", () => {
  test("itemises the cash to close and links to the other calculators with the same inputs", async ({
    page,
  }) => {
    await open(page, "/closing-costs-calculator");
    const results = page.getByRole("region", { name: "Cash needed on closing day" });
    await expect(results).toContainText("Total cash to close$73,114.20");
    await page.getByLabel("Home inspection").fill("0");
    await expect(results).toContainText("Total cash to close$72,614.20");
    await expect(page).toHaveURL(/[?&]inspection=0(&|$)/);

    await page.getByLabel("City").selectOption("toronto");
    await page.getByLabel("I am a first-time home buyer").check();
    // Toronto first-time: 16,950 − 8,475 = 8,475, the same net as outside Toronto without the rebates.
    await expect(results).toContainText("Total cash to close$72,614.20");

    await results.getByRole("link", { name: "The land transfer tax, bracket by bracket" }).click();
    await expect(page).toHaveURL(
      /\/land-transfer-tax-calculator\?price=600000&province=ON&city=toronto&first_time=true$/,
    );
    await expect(page.getByRole("region", { name: "Your land transfer tax" })).toContainText(
      "Land transfer tax to pay$8,475.00",
    );
  });

  test("a shared address restores every input", async ({ page }) => {
    await open(
      page,
      "/closing-costs-calculator?price=412345&province=QC&city=montreal&first_time=true&new_build=true" +
        "&down_payment=41235&amortization=30&legal_fees=1900&title_insurance=350&inspection=0&adjustments=1200",
    );
    await expect(page.getByLabel("Purchase price")).toHaveValue("412,345");
    await expect(page.getByLabel("Down payment")).toHaveValue("41,235");
    await expect(page.getByLabel("Amortization")).toHaveValue("30");
    await expect(page.getByLabel("Province or territory")).toHaveValue("QC");
    await expect(page.getByLabel("City")).toHaveValue("montreal");
    await expect(page.getByLabel("I am a first-time home buyer")).toBeChecked();
    await expect(page.getByLabel("The home is newly built")).toBeChecked();
    await expect(page.getByLabel("Notary fees")).toHaveValue("1,900");
    await expect(page.getByLabel("Title insurance")).toHaveValue("350");
    await expect(page.getByLabel("Home inspection")).toHaveValue("0");
    await expect(page.getByLabel("Adjustments")).toHaveValue("1,200");

    const entries = await page.evaluate(() => history.length);
    await page.getByLabel("Adjustments").fill("1300");
    await expect(page).toHaveURL(/[?&]adjustments=1300(&|$)/);
    expect(await page.evaluate(() => history.length)).toBe(entries);
    await page.reload();
    await expect(page.getByLabel("Adjustments")).toHaveValue("1,300");
    await expect(page.getByLabel("City")).toHaveValue("montreal");
  });
});

for (const path of [
  "/land-transfer-tax-calculator",
  "/cmhc-insurance-calculator",
  "/closing-costs-calculator",
]) {
  test(`axe: ${path}`, async ({ page }) => {
    await open(page, `${path}?province=QC&city=montreal&first_time=true`);
    await page.waitForLoadState("networkidle");
    await expectNoSeriousAxeViolations(page);
  });

  test(`French: ${path} shows no English`, async ({ page }) => {
    await open(page, `/fr${path}`);
    await expect(page.getByRole("main")).toContainText(`$`);
    await expectNoSidewaysScroll(page);
    await expectNoEnglishLeft(page, [
      [catalogue("en-CA", "closing-costs"), catalogue("fr-CA", "closing-costs")],
      [catalogue("en-CA", "calculators"), catalogue("fr-CA", "calculators")],
    ]);
  });
}

test("French figures and messages: amounts « 8 475,00 $ », a wrong figure named in French", async ({
  page,
}) => {
  await open(page, "/fr/land-transfer-tax-calculator");
  await expect(page.getByRole("region", { name: "Vos droits de mutation" })).toContainText(
    `8${NBSP}475,00${NBSP}$`,
  );
  await page.getByLabel("Prix d’achat").fill("0");
  await expect(
    page.getByText(`Prix d’achat${NBSP}: le montant doit être supérieur à 0${NBSP}$`),
  ).toBeVisible();
});
