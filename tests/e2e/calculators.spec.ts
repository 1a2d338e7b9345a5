import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { calculatorMessages } from "../../src/web/features/calculators/messages";
import { expect, test } from "./fixtures";

/*
 * Expected figures were computed independently in Python, outside the app:
 *   payment  = P·r / (1 − (1 + r)^−n), r = annual rate / 100 / 12, n = years × 12 (the spec's formula);
 *   schedule = a cent ledger: interest = round_half_up(balance × r) in cents, regular payment rounded to
 *              the cent, the payment that would overshoot cut to what is owed; total interest = Σ interest;
 *   loan for a payment (affordability) = payment · (1 − (1 + r)^−n) / r.
 *
 *   400,000 at 5.5%, 25 y, monthly: payment 2,456.3499… → $2,456.35; ledger interest $336,904.98
 *   400,000 at 4.5%, 25 y:          payment $2,223.33; interest $266,998.87
 *   500,000 at 5.5%, 25 y:          payment $3,070.44; interest $421,130.54
 *     first payment: interest 500,000 × 0.055/12 = 2,291.67, principal 778.77, balance 499,221.23
 *     with $500 extra per payment: interest $301,706.45, paid off after 225 payments (18 years 9 months)
 *     instead of 300: interest saved $119,424.09, 75 months saved (6 years 3 months)
 *     semi-annual compounding, i = 1.0275^(1/6) − 1: payment $3,051.96
 *   500,000 at 5.5%, 25 y, weekly (r = 0.055/52, n = 1,300): payment $707.98
 *   500,000 at 4.04% (Ontario's demo 5 year fixed), 25 y: payment $2,650.24; interest $295,071.97;
 *     total cost $795,071.97
 *
 *   Affordability, income 100,000: gross monthly 8,333.33; 32% → 2,666.67, 40% → 3,333.33.
 *     defaults (down 20,000, 4.84%, 25 y, no costs): mortgage 463,521.41 → $463,521, price $483,521,
 *       payment $2,667, GDS = TDS = 32.00%; housing limit binds; minimum down payment for 483,521 is
 *       5% = $24,176 > $20,000, so the check shows. Stress test at max(4.84 + 2, 5.25) = 6.84%:
 *       mortgage 382,808.87 → price $402,809.
 *     other debts 1,000/month: TDS limit 3,333.33 − 1,000 = 2,333.33 < 2,666.67, so total debt binds:
 *       mortgage $405,581, price $425,581, GDS 28.00%, TDS 40.00%.
 *     30 years instead: mortgage 505,926.43 → price $525,926.
 */

async function provinceRates(request: APIRequestContext, province: string) {
  const response = await request.get(`/api/rates?${new URLSearchParams({ province }).toString()}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as {
    fallback: boolean;
    rates: { term: string; rate_type: string; our_rate: number | string }[];
  };
}

function fiveYearFixedLabel(rates: { term: string; rate_type: string; our_rate: number | string }[]) {
  const rate = rates.find((r) => r.term === "5 year" && r.rate_type === "fixed");
  expect(rate, "a 5 year fixed rate").toBeDefined();
  return `5 year fixed — ${Number(rate?.our_rate).toFixed(2)}%`;
}

async function expectNoBrokenFigures(page: Page) {
  await expect(page.getByRole("main")).not.toContainText(/NaN|Infinity|undefined/);
}

test.describe("the simple payment calculator", () => {
  test("shows the payment for its defaults and follows the inputs", async ({ page }) => {
    await page.goto("/calculators");
    await expect(page).toHaveTitle("Mortgage calculators — Vayu");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /monthly mortgage payment/,
    );
    await expect(page.getByLabel("Purchase price")).toHaveValue("500,000");
    await expect(page.getByLabel("Down payment")).toHaveValue("100,000");
    await expect(page.getByLabel("Interest rate")).toHaveValue("5.5");
    await expect(page.getByLabel("Amortization (years)")).toHaveValue("25");

    const results = page.getByRole("region", { name: "Your payment" });
    await expect(results).toContainText("$2,456.35");
    await expect(results).toContainText("$400,000.00");
    await expect(results).toContainText("$336,904.98");

    await page.getByLabel("Interest rate").fill("4.5");
    await expect(results).toContainText("$2,223.33");
    await expect(results).toContainText("$266,998.87");

    await page.getByLabel("Interest rate").fill("5.5");
    await page.getByLabel("Purchase price").fill("600,000");
    await expect(results).toContainText("$3,070.44");
    await expect(results).toContainText("$500,000.00");
    await expect(results).toContainText("$421,130.54");
    // One sentence for screen readers, once the typing stops.
    await expect(page.getByTestId("result-announcement")).toHaveText(
      "Monthly payment $3,070.44 on a mortgage of $500,000.00.",
    );
    await expect(page.getByTestId("result-announcement")).toHaveAttribute("aria-live", "polite");
    await expectNoBrokenFigures(page);
  });

  test("money fields group digits as they are typed and keep the caret in place", async ({ page }) => {
    await page.goto("/calculators");
    const price = page.getByLabel("Purchase price");
    await price.fill("");
    await price.pressSequentially("750000");
    await expect(price).toHaveValue("750,000");
    // Letters, signs and decimal points are not taken; the rate keeps its decimal point.
    await price.pressSequentially("a-.");
    await expect(price).toHaveValue("750,000");
    await page.getByLabel("Interest rate").fill("4.25");
    await expect(page.getByLabel("Interest rate")).toHaveValue("4.25");

    // A digit typed after the 7 lands there, and the next one follows it.
    await price.focus();
    await price.evaluate((input: HTMLInputElement) => input.setSelectionRange(1, 1));
    await page.keyboard.type("12");
    await expect(price).toHaveValue("71,250,000");
    expect(await price.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(4);
    // Backspace over the separator's neighbour: "71,250,000" → delete the 2 → "7,150,000".
    await page.keyboard.press("Backspace");
    await expect(price).toHaveValue("7,150,000");
    expect(await price.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe(3);
  });

  test("links to the two full calculators", async ({ page }) => {
    await page.goto("/calculators");
    await expect(page.getByRole("link", { name: /mortgage payment calculator/i })).toHaveAttribute(
      "href",
      "/mortgage-calculator",
    );
    await page.getByRole("link", { name: /affordability calculator/i }).click();
    await expect(page).toHaveURL(/\/affordability-calculator$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mortgage affordability calculator");
  });

  test("an invalid input shows the schema's message and no result", async ({ page }) => {
    await page.goto("/calculators");
    const results = page.getByRole("region", { name: "Your payment" });

    await page.getByLabel("Interest rate").fill("5.5a");
    await expect(page.getByText("Interest rate must be a number")).toBeVisible();
    await expect(results).toContainText(calculatorMessages.fixFieldsPrompt);
    await expect(results).not.toContainText("$");
    await expect(page.getByLabel("Interest rate")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("result-announcement")).toHaveText(calculatorMessages.fixFieldsPrompt);

    await page.getByLabel("Interest rate").fill("31");
    await expect(page.getByText("Interest rate must be 30% or less")).toBeVisible();
    await page.getByLabel("Interest rate").fill("5.5");
    await page.getByLabel("Down payment").fill("600000");
    await expect(page.getByText("Down payment cannot be more than the home price")).toBeVisible();
    await page.getByLabel("Down payment").fill("100000");
    await page.getByLabel("Purchase price").fill("200000000");
    await expect(page.getByText("Purchase price must be $100,000,000 or less")).toBeVisible();
    await expectNoBrokenFigures(page);

    await page.getByLabel("Purchase price").fill("500000");
    await expect(results).toContainText("$2,456.35");
  });
});

test.describe("the mortgage payment calculator", () => {
  test("starts from Ontario's 5 year fixed rate and shows the figures to the cent", async ({
    page,
    request,
  }) => {
    const ontario = await provinceRates(request, "Ontario");
    const label = fiveYearFixedLabel(ontario.rates);
    // The figures below assume the demo seed's Ontario 5 year fixed rate.
    expect(label).toBe("5 year fixed — 4.04%");

    await page.goto("/mortgage-calculator");
    await expect(page).toHaveTitle("Mortgage payment calculator — Vayu");
    await expect(page.getByLabel("Mortgage amount")).toHaveValue("500,000");
    await expect(page.getByLabel("Province")).toHaveValue("Ontario");
    await expect(page.getByLabel("Rate", { exact: true }).locator("option:checked")).toHaveText(label);
    await expect(page.getByLabel("Amortization", { exact: true })).toHaveValue("25");
    await expect(page.getByLabel("Payment frequency").locator("option:checked")).toHaveText("Monthly");
    await expect(page.getByRole("radio", { name: /Standard/ })).toBeChecked();

    const results = page.getByRole("region", { name: "Your payment" });
    await expect(results).toContainText("Monthly payment");
    await expect(results).toContainText("$2,650.24");
    await expect(results).toContainText("$295,071.97");
    await expect(results).toContainText("$795,071.97");
    await expect(page.getByRole("heading", { name: "Amortization schedule" })).toBeVisible();
    await expect(page.getByRole("figure")).toContainText("from $500,000 to $0 over 25 years");
    await expect(page.getByTestId("result-announcement")).toHaveText(
      "Monthly payment $2,650.24, paid off in 25 years.",
    );
    // The phone's sticky payment line is not shown on a wide screen, where the results sit beside the form.
    await expect(page.getByTestId("sticky-payment")).toBeHidden();
    await expectNoBrokenFigures(page);
  });

  test("a custom rate replaces the chosen one, and extras show what they save", async ({ page }) => {
    await page.goto("/mortgage-calculator");
    const results = page.getByRole("region", { name: "Your payment" });
    await expect(results).toContainText("$2,650.24");

    await page.getByLabel("Custom rate (optional)").fill("5.5");
    await expect(page.getByText(calculatorMessages.customRateInUse)).toBeVisible();
    await expect(results).toContainText("$3,070.44");
    await expect(results).toContainText("$421,130.54");
    await expect(results).not.toContainText("Interest saved");

    await page.getByLabel("Extra payment per period").fill("500");
    await expect(results).toContainText("$119,424.09");
    await expect(results).toContainText("6 years 3 months");
    await expect(results).toContainText("18 years 9 months");
    await page.getByLabel("Extra payment per period").fill("");

    await page.getByRole("radio", { name: /compounded semi-annually/ }).check();
    await expect(results).toContainText("$3,051.96");
    await page.getByRole("radio", { name: /Standard/ }).check();

    await page.getByLabel("Payment frequency").selectOption({ label: "Weekly" });
    await expect(results).toContainText("Weekly payment");
    await expect(results).toContainText("$707.98");

    await page.getByLabel("Custom rate (optional)").fill("");
    await page.getByLabel("Payment frequency").selectOption({ label: "Monthly" });
    await expect(results).toContainText("$2,650.24");
  });

  test("changing the province reloads its rates, with National rates as the fallback", async ({
    page,
    request,
  }) => {
    const columbia = await provinceRates(request, "British Columbia");
    const manitoba = await provinceRates(request, "Manitoba");
    expect(columbia.fallback).toBe(false);
    expect(manitoba.fallback).toBe(true);

    await page.goto("/mortgage-calculator");
    const rate = page.getByLabel("Rate", { exact: true });
    await expect(rate.locator("option:checked")).toHaveText("5 year fixed — 4.04%");
    await expect(page.getByText(calculatorMessages.nationalRatesNotice)).toHaveCount(0);

    await page.getByLabel("Province").selectOption("British Columbia");
    await expect(rate.locator("option:checked")).toHaveText(fiveYearFixedLabel(columbia.rates));
    await expect(rate.locator("option")).toHaveCount(columbia.rates.length);
    await expect(page.getByText(calculatorMessages.nationalRatesNotice)).toHaveCount(0);

    await page.getByLabel("Province").selectOption("Manitoba");
    await expect(page.getByText(calculatorMessages.nationalRatesNotice)).toBeVisible();
    await expect(rate.locator("option:checked")).toHaveText(fiveYearFixedLabel(manitoba.rates));

    const first = manitoba.rates[0];
    expect(first).toBeDefined();
    const firstLabel = `${first?.term} ${first?.rate_type} — ${Number(first?.our_rate).toFixed(2)}%`;
    await rate.selectOption({ label: firstLabel });
    await expect(rate.locator("option:checked")).toHaveText(firstLabel);
    await expectNoBrokenFigures(page);
  });

  test("computes nothing until the amount is given, and shows the schema's messages", async ({ page }) => {
    await page.goto("/mortgage-calculator");
    const results = page.getByRole("region", { name: "Your payment" });
    await expect(results).toContainText("$2,650.24");

    await page.getByLabel("Mortgage amount").fill("");
    await expect(results).toContainText(calculatorMessages.enterFiguresPrompt);
    await expect(page.getByRole("heading", { name: "Amortization schedule" })).toHaveCount(0);

    await page.getByLabel("Mortgage amount").fill("200000000");
    await expect(page.getByText("Mortgage amount must be $100,000,000 or less")).toBeVisible();
    await expect(results).toContainText(calculatorMessages.fixFieldsPrompt);

    await page.getByLabel("Mortgage amount").fill("500000");
    await page.getByLabel("Custom rate (optional)").fill("abc");
    await expect(page.getByText("Interest rate must be a number")).toBeVisible();
    await page.getByLabel("Custom rate (optional)").fill("45");
    await expect(page.getByText("Interest rate must be 30% or less")).toBeVisible();
    await page.getByLabel("Yearly lump sum").fill("-100");
    await expect(page.getByLabel("Yearly lump sum")).toHaveValue("100");
    await expectNoBrokenFigures(page);
  });

  test("a year opens onto its payments, and only opened years render them", async ({ page }) => {
    await page.goto("/mortgage-calculator");
    await page.getByLabel("Custom rate (optional)").fill("5.5");
    const paymentRows = page.getByRole("rowheader", { name: /^Payment \d+$/ });
    await expect(paymentRows).toHaveCount(0);

    const year1 = page.getByRole("button", { name: "Year 1", exact: true });
    await expect(year1).toHaveAttribute("aria-expanded", "false");
    await year1.click();
    await expect(year1).toHaveAttribute("aria-expanded", "true");
    await expect(paymentRows).toHaveCount(12);
    const first = page
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Payment 1", exact: true }) });
    await expect(first).toContainText("$2,291.67");
    await expect(first).toContainText("$778.77");
    await expect(first).toContainText("$499,221.23");

    await page.getByLabel("Payment frequency").selectOption({ label: "Weekly" });
    await expect(paymentRows).toHaveCount(52);
    await page.getByRole("button", { name: "Year 2", exact: true }).click();
    await expect(paymentRows).toHaveCount(104);
    await year1.click();
    await expect(paymentRows).toHaveCount(52);
    await expect(page.getByRole("rowheader", { name: "Payment 53", exact: true })).toBeVisible();
  });

  test("the CSV download holds the header and one line per payment", async ({ page }) => {
    await page.goto("/mortgage-calculator");
    await page.getByLabel("Custom rate (optional)").fill("5.5");
    await expect(page.getByRole("region", { name: "Your payment" })).toContainText("$3,070.44");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: calculatorMessages.downloadCsv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(calculatorMessages.csvFileName);
    const csv = await readFile(await download.path(), "utf8");
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Period,Year,Payment,Interest,Principal,Balance");
    expect(lines[1]).toBe("1,1,3070.44,2291.67,778.77,499221.23");
    expect(lines).toHaveLength(301);
    expect(lines.at(-1)).toMatch(/^300,25,[\d.]+,[\d.]+,[\d.]+,0\.00$/);
  });
});

test("recharts loads as the schedule's chart nears the screen, and on no other calculator page", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/calculators");
  await expect(page.getByRole("region", { name: "Your payment" })).toContainText("$2,456.35");
  await page.goto("/affordability-calculator");
  await expect(page.getByRole("region", { name: "What you can afford" })).toContainText("$483,521");
  expect(scripts.filter((path) => path.includes("balance-chart"))).toEqual([]);

  await page.goto("/mortgage-calculator");
  const figure = page.getByRole("figure");
  await expect(figure).toContainText("The balance falls from $500,000 to $0");
  // Below the first screen, the chart is not fetched until the visitor scrolls towards it.
  expect(scripts.filter((path) => path.includes("balance-chart"))).toEqual([]);
  await figure.scrollIntoViewIfNeeded();
  // Both lines drawn: the remaining balance and the interest paid to date.
  await expect(figure.locator(".recharts-line")).toHaveCount(2);
  expect(scripts.some((path) => path.includes("balance-chart"))).toBe(true);
});

test.describe("the affordability calculator", () => {
  test("shows the maximum price for its defaults, with the ratios and the stress test", async ({ page }) => {
    await page.goto("/affordability-calculator");
    await expect(page).toHaveTitle("Mortgage affordability calculator — Vayu");
    await expect(page.getByLabel("Combined annual income")).toHaveValue("100,000");
    await expect(page.getByLabel("Down payment")).toHaveValue("20,000");
    await expect(page.getByLabel("Interest rate")).toHaveValue("4.84");
    await expect(page.getByLabel("Amortization")).toHaveValue("25");
    for (const label of [
      "Heating & electricity per month",
      "Property tax per year",
      "Condo fees per month",
      "Other monthly debt payments",
    ]) {
      await expect(page.getByLabel(label)).toHaveValue("0");
    }
    const options = await page.getByLabel("Amortization").locator("option").allTextContents();
    expect(options.map((text) => Number.parseInt(text, 10))).toEqual([1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30]);

    const results = page.getByRole("region", { name: "What you can afford" });
    // Both headline prices, the same size, the stress test first; each says its down payment is too small.
    const stressPrice = results.getByTestId("headline-stress-test");
    const contractPrice = results.getByTestId("headline-contract");
    await expect(stressPrice).toContainText("Maximum price at the stress test (6.84%)$402,809");
    await expect(stressPrice).toContainText(
      "Down payment too small for this price: it needs at least $20,140. Your $20,000 covers a price up to $400,000.",
    );
    await expect(contractPrice).toContainText("Maximum price at your rate (4.84%)$483,521");
    await expect(contractPrice).toContainText("it needs at least $24,176");
    const sizes = await Promise.all(
      [stressPrice, contractPrice].map((tile) =>
        tile
          .locator("dd")
          .first()
          .evaluate((figure) => getComputedStyle(figure).fontSize),
      ),
    );
    expect(sizes[0]).toBe(sizes[1]);
    const [stressBox, contractBox] = await Promise.all([
      stressPrice.boundingBox(),
      contractPrice.boundingBox(),
    ]);
    expect(stressBox!.y <= contractBox!.y && stressBox!.x <= contractBox!.x).toBe(true);
    await expect(page.getByTestId("result-announcement")).toHaveText(
      "Maximum home price $402,809 at the 6.84% stress test rate, $483,521 at your 4.84% rate.",
    );
    await expect(results).toContainText("$463,521");
    await expect(results).toContainText("$2,667");
    await expect(results).toContainText(/Gross debt service \(GDS\)\s*32\.00%/);
    await expect(results).toContainText(/Total debt service \(TDS\)\s*32\.00%/);
    await expect(results).toContainText("Your housing costs set the limit");

    const stress = page.getByRole("region", { name: "Stress test" });
    await expect(stress).toContainText("6.84%");
    await expect(stress).toContainText("$382,809");
    await expect(stress).toContainText("$402,809");
    await expectNoBrokenFigures(page);
  });

  test("follows the inputs: the binding limit switches, the down payment check clears", async ({ page }) => {
    await page.goto("/affordability-calculator");
    const results = page.getByRole("region", { name: "What you can afford" });
    await expect(results).toContainText("$483,521");

    await page.getByLabel("Other monthly debt payments").fill("1000");
    await expect(results).toContainText("$425,581");
    await expect(results).toContainText("$405,581");
    await expect(results).toContainText("Your other debts set the limit");
    await expect(results).toContainText(/Gross debt service \(GDS\)\s*28\.00%/);
    await expect(results).toContainText(/Total debt service \(TDS\)\s*40\.00%/);

    await page.getByLabel("Other monthly debt payments").fill("0");
    await page.getByLabel("Amortization").selectOption("30");
    await expect(results).toContainText("$525,926");

    await page.getByLabel("Amortization").selectOption("25");
    await page.getByLabel("Down payment").fill("100000");
    await expect(results).toContainText("$563,521");
    await expect(results).not.toContainText("Down payment too small");

    await page.getByLabel("Interest rate").fill("thirty");
    await expect(results).toContainText(calculatorMessages.fixFieldsPrompt);
    await expect(page.getByText("Interest rate must be a number")).toBeVisible();
    await expectNoBrokenFigures(page);
  });
});
