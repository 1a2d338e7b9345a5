import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../../i18n/locale";
import { WithIntl } from "../../i18n/test-intl";
import { createQueryClient } from "../../lib/query-client";
import { renderToHtml } from "../../render-html";
import { CashToCloseCalculator } from "./components/cash-to-close-calculator";
import { LandTransferTaxCalculator } from "./components/land-transfer-tax-calculator";
import { MortgageInsuranceCalculator } from "./components/mortgage-insurance-calculator";

/*
 * The figures the server draws for the defaults: $600,000 in Ontario (elsewhere than Toronto), $60,000 down,
 * 25 years, not a first-time buyer.
 *   Ontario's tax: 0.5% × 55,000 = 275 + 1% × 195,000 = 1,950 + 1.5% × 150,000 = 2,250 + 2% × 200,000 = 4,000
 *   → $8,475.00.
 *   Insurance: loan 540,000 at 90% loan-to-value → 3.10% tier → premium $16,740.00, total $556,740.00; Ontario's
 *   8% on the premium $1,339.20, paid at closing.
 *   Cash to close: 60,000 + 8,475 + 1,339.20 + legal 1,500 + title 300 + inspection 500 + adjustments 1,000
 *   = $73,114.20.
 */

function render(url: string, calculator: ReactNode, locale: Locale = "en-CA") {
  return renderToHtml(
    <WithIntl locale={locale}>
      <QueryClientProvider client={createQueryClient({ onServer: true })}>
        <MemoryRouter initialEntries={[url]}>{calculator}</MemoryRouter>
      </QueryClientProvider>
    </WithIntl>,
  );
}

const valueOf = (html: string, label: string) => {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}<`).exec(html)?.[1];
  return new RegExp(`id="${id}"[^>]*value="([^"]*)"`).exec(html)?.[1];
};

/** The page's visible text, tags removed, so a figure and its label read as the visitor sees them. */
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/[ \t\r\n]+/g, " ");

describe("the closing-cost calculators as the server draws them", () => {
  it("land transfer tax: the defaults' tax, its working and source", async () => {
    const page = text(await render("/land-transfer-tax-calculator", <LandTransferTaxCalculator />));
    expect(page).toContain("Land transfer tax to pay $8,475.00");
    expect(page).toContain("Ontario land transfer tax");
    expect(page).toContain("$400,000 to $600,000 2% $4,000.00");
    expect(page).toContain("In force since January 1, 2017");
    expect(page).not.toContain("Mortgage amount");
  });

  it("land transfer tax: Toronto's tax and both first-time rebates from a shared address", async () => {
    const page = text(
      await render(
        "/land-transfer-tax-calculator?price=600000&province=ON&city=toronto&first_time=true",
        <LandTransferTaxCalculator />,
      ),
    );
    // 8,475 each; rebates 4,000 + 4,475.
    expect(page).toContain("Tax before rebates $16,950.00");
    expect(page).toContain("First-time buyer rebate $8,475.00");
    expect(page).toContain("Land transfer tax to pay $8,475.00");
    expect(page).toContain("Toronto municipal land transfer tax");
  });

  it("land transfer tax: a province change, Alberta's registration fees and its mortgage amount", async () => {
    const html = await render(
      "/land-transfer-tax-calculator?price=500000&province=AB&mortgage_amount=475000",
      <LandTransferTaxCalculator />,
    );
    expect(valueOf(html, "Mortgage amount")).toBe("475,000");
    const page = text(html);
    // Transfer: 50 + 5 × 100 steps = $550; mortgage: 50 + 5 × 95 steps = $525.
    expect(page).toContain("Registration fees to pay $1,075.00");
    expect(page).toContain("Alberta has no land transfer tax");
    expect(page).toContain("Alberta mortgage registration fee");
  });

  it("land transfer tax: a territory with neither a tax nor fees says so and names its source", async () => {
    const page = text(
      await render("/land-transfer-tax-calculator?province=NT", <LandTransferTaxCalculator />),
    );
    expect(page).toContain("Land transfer tax to pay $0.00");
    expect(page).toContain("Northwest Territories has no land transfer tax");
    expect(page).toContain("Land Titles Act (Northwest Territories), tariff of fees");
  });

  it("land transfer tax: Québec's credit is said to come with the tax return", async () => {
    const page = text(
      await render(
        "/land-transfer-tax-calculator?price=500000&province=QC&first_time=true",
        <LandTransferTaxCalculator />,
      ),
    );
    expect(page).toContain("Québec first-time buyer tax credit $5,152.63");
    expect(page).toContain("Claimed in your income tax return");
    expect(page).toContain("You still pay $5,610.50");
  });

  it("insurance: the defaults' premium, tier, total loan and Ontario's tax on the premium", async () => {
    const html = await render("/cmhc-insurance-calculator", <MortgageInsuranceCalculator />);
    const page = text(html);
    expect(page).toContain("Insurance premium $16,740.00");
    expect(page).toContain("Total mortgage $556,740.00");
    expect(page).toContain("Premium tier: 3.10%");
    expect(page).toContain("Provincial tax on the premium (8%) $1,339.20");
    expect(page).toContain("Minimum down payment: $35,000.00");
    expect(page).toContain("10% of the purchase price");
    expect(html).toMatch(/<option value="25" selected="">/);
  });

  it("insurance: the 30-year surcharge for a first-time buyer, and each status in plain words", async () => {
    const surcharge = text(
      await render(
        "/cmhc-insurance-calculator?price=600000&down_payment=60000&amortization=30&first_time=true&province=AB",
        <MortgageInsuranceCalculator />,
      ),
    );
    // 3.10% + 0.20% = 3.30% × 540,000 = $17,820; no tax on the premium in Alberta.
    expect(surcharge).toContain("Insurance premium $17,820.00");
    expect(surcharge).toContain("Surcharge for a longer amortization 0.20%");
    expect(surcharge).not.toContain("Provincial tax on the premium (");

    const tooLong = text(
      await render("/cmhc-insurance-calculator?amortization=30", <MortgageInsuranceCalculator />),
    );
    expect(tooLong).toContain("Amortization too long for an insured mortgage");
    const tooLow = text(
      await render("/cmhc-insurance-calculator?down_payment=30000", <MortgageInsuranceCalculator />),
    );
    expect(tooLow).toContain("Down payment below the minimum");
    expect(tooLow).toContain("Your down payment is below the minimum");
    const none = text(
      await render("/cmhc-insurance-calculator?down_payment=120000", <MortgageInsuranceCalculator />),
    );
    expect(none).toContain("No mortgage insurance needed");
    const tooHigh = text(
      await render(
        "/cmhc-insurance-calculator?price=1500000&down_payment=150000",
        <MortgageInsuranceCalculator />,
      ),
    );
    expect(tooHigh).toContain("This price cannot be insured");
  });

  it("cash to close: the defaults itemised, and links to the other calculators with the same inputs", async () => {
    const html = await render("/closing-costs-calculator", <CashToCloseCalculator />);
    const page = text(html);
    expect(page).toContain("Total cash to close $73,114.20");
    expect(page).toContain("Sales tax on the insurance premium $1,339.20");
    expect(page).toContain("Legal fees $1,500.00");
    expect(valueOf(html, "Legal fees")).toBe("1,500");
    expect(html).toContain(
      'href="/land-transfer-tax-calculator?price=600000&amp;province=ON&amp;first_time=false"',
    );
    expect(html).toContain(
      'href="/cmhc-insurance-calculator?price=600000&amp;province=ON&amp;first_time=false&amp;new_build=false&amp;down_payment=60000&amp;amortization=25"',
    );
  });

  it("cash to close: a notary in Québec, the buyer's own fees, and the credit left for the tax return", async () => {
    const html = await render(
      "/closing-costs-calculator?price=500000&province=QC&city=montreal&first_time=true&down_payment=25000&legal_fees=2000&inspection=0",
      <CashToCloseCalculator />,
    );
    expect(valueOf(html, "Notary fees")).toBe("2,000");
    expect(valueOf(html, "Home inspection")).toBe("0");
    const page = text(html);
    // Montréal at $500,000: as Québec's scale, 5,610.50, paid in full at closing. Premium 4% × 475,000 = 19,000,
    // taxed 9% = 1,710. 25,000 + 5,610.50 + 1,710 + 2,000 + 300 + 0 + 1,000 = $35,620.50.
    expect(page).toContain("Total cash to close $35,620.50");
    expect(page).toContain("credit of $5,152.63 is not deducted here");
  });

  it("Alberta: the land transfer tax counts the mortgage registration levy on the loan with its premium", async () => {
    const page = text(
      await render(
        "/closing-costs-calculator?price=500000&province=AB&down_payment=25000",
        <CashToCloseCalculator />,
      ),
    );
    // Transfer 50 + 5 × 100 = 550; mortgage 475,000 + premium 19,000 = 494,000 → 50 + 5 × 99 steps = 545.
    expect(page).toContain("Land transfer tax, net of rebates $1,095.00");
  });

  it("names an invalid field in the page's language", async () => {
    const html = await render(
      "/cmhc-insurance-calculator?price=500000&down_payment=600000",
      <MortgageInsuranceCalculator />,
    );
    expect(text(html)).toContain("Down payment cannot be more than the purchase price");
  });

  it("speaks French on the French page, with French amounts", async () => {
    const ltt = text(await render("/land-transfer-tax-calculator", <LandTransferTaxCalculator />, "fr-CA"));
    expect(ltt).toContain("Droits de mutation à payer 8\u00a0475,00\u00a0$");
    expect(ltt).toContain("Ailleurs en Ontario");
    expect(ltt).toContain("En vigueur depuis le 1er janvier 2017");
    const insurance = text(
      await render("/cmhc-insurance-calculator", <MortgageInsuranceCalculator />, "fr-CA"),
    );
    expect(insurance).toContain("Prime d’assurance prêt hypothécaire 16\u00a0740,00\u00a0$");
    const cash = await render("/closing-costs-calculator?province=QC", <CashToCloseCalculator />, "fr-CA");
    expect(valueOf(cash, "Frais de notaire")).toBe("1\u00a0800");
    expect(text(cash)).toContain("Somme totale requise à la clôture");
  });
});
