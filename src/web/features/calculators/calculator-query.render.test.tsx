import { QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { renderToHtml } from "../../render-html";
import { AffordabilityCalculator } from "./components/affordability-calculator";
import { MortgageCalculator } from "./components/mortgage-calculator";
import { debtLimitTexts } from "../../../domain/mortgage/debt-limits";
import type { Locale } from "../../../i18n/locale";
import { WithIntl } from "../../i18n/test-intl";

/** React's escaping of a text in the page. */
const escaped = (text: string) => text.replaceAll("'", "&#x27;");

/** The calculator as the server draws it for `url`, the way the browser's first render reads it too. */
function render(url: string, calculator: React.ReactNode, locale: Locale = "en-CA") {
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

describe("calculators drawn from a shared address", () => {
  it("fills the affordability calculator from the query and names the limits and compounding", async () => {
    const html = await render(
      "/affordability-calculator?income=95000&down_payment=40000&rate=5.1&amortization=30&debts=350&heating=120&property_tax=3600&condo_fees=nope",
      <AffordabilityCalculator />,
    );
    expect(valueOf(html, "Combined annual income")).toBe("95,000");
    expect(valueOf(html, "Down payment")).toBe("40,000");
    expect(valueOf(html, "Interest rate")).toBe("5.1");
    expect(valueOf(html, "Other monthly debt payments")).toBe("350");
    expect(valueOf(html, "Heating &amp; electricity per month")).toBe("120");
    expect(valueOf(html, "Property tax per year")).toBe("3,600");
    // Not a figure: the default stays.
    expect(valueOf(html, "Condo fees per month")).toBe("0");
    expect(html).toMatch(/<option value="30" selected="">/);
    expect(html).toContain(escaped(debtLimitTexts.summary));
    expect(html).toContain(escaped(debtLimitTexts.compounding));
  });

  it("fills the payment calculator: the price less the down payment, the rate, the choices and the province", async () => {
    const html = await render(
      "/mortgage-calculator?price=600000&down_payment=120000&rate=4.29&amortization=30&frequency=weekly&compounding=semi-annual&province=BC",
      <MortgageCalculator />,
    );
    expect(valueOf(html, "Mortgage amount")).toBe("480,000");
    expect(valueOf(html, "Custom rate \\(optional\\)")).toBe("4.29");
    expect(html).toMatch(/<option value="30" selected="">/);
    expect(html).toMatch(/<option value="weekly" selected="">/);
    expect(html).toMatch(/<option value="British Columbia" selected="">/);
    expect(html).toMatch(/checked="" value="semi-annual"/);
  });

  it("keeps the defaults for values out of range", async () => {
    const html = await render(
      "/mortgage-calculator?price=-5&rate=99&amortization=45&frequency=daily&province=ZZ",
      <MortgageCalculator />,
    );
    expect(valueOf(html, "Mortgage amount")).toBe("500,000");
    expect(valueOf(html, "Custom rate \\(optional\\)")).toBe("");
    expect(html).toMatch(/<option value="25" selected="">/);
    expect(html).toMatch(/<option value="monthly" selected="">/);
    expect(html).toMatch(/<option value="Ontario" selected="">/);
  });

  it("shows a shared address's figures the French way on a French page, from the same machine-format query", async () => {
    const html = await render(
      "/mortgage-calculator?price=612345.5&rate=4.79&frequency=rapid-bi-weekly",
      <MortgageCalculator />,
      "fr-CA",
    );
    expect(valueOf(html, "Montant du prêt")).toBe("612\u00a0345,5");
    expect(valueOf(html, "Taux personnalisé \\(facultatif\\)")).toBe("4,79");
    expect(html).toMatch(/<option value="rapid-bi-weekly" selected="">Aux deux semaines accéléré<\/option>/);
    expect(html).toContain("Capitalisation des intérêts");

    const affordability = await render(
      "/affordability-calculator?income=95000&rate=5.1",
      <AffordabilityCalculator />,
      "fr-CA",
    );
    expect(valueOf(affordability, "Revenu annuel combiné")).toBe("95\u00a0000");
    expect(valueOf(affordability, "Taux d’intérêt")).toBe("5,1");
    expect(affordability).toContain("Amortissement brut de la dette (ABD)");
  });
});
