/**
 * Every figure the demo content states, recomputed with the calculators' own functions: an edit of the
 * content or of the math that makes them disagree fails here.
 */
import { describe, expect, it } from "vitest";
import { HOUSING_RATIO, TOTAL_DEBT_RATIO } from "../../../domain/mortgage/affordability";
import { debtLimitTexts } from "../../../domain/mortgage/debt-limits";
import {
  FIRST_TIER_RATE,
  INSURED_PRICE_CEILING,
  minimumDownPayment,
  SECOND_TIER_RATE,
  TIER_BREAK,
  UNINSURED_DOWN_PAYMENT_PERCENT,
} from "../../../domain/mortgage/down-payment";
import { calculateHomeQuote, insurancePremiumRate } from "../../../domain/mortgage/home-quote";
import { amortizedPayment } from "../../../domain/mortgage/payment";
import { STRESS_TEST_BUFFER_POINTS, STRESS_TEST_FLOOR_PERCENT } from "../../../domain/mortgage/stress-test";
import { quoteMortgageInsurance } from "../../../domain/closing-costs/cmhc";
import { landTransferTax } from "../../../domain/closing-costs/land-transfer-tax";
import { formatCurrency, formatPercent } from "../../../domain/format";
import { BUYING_POSTS } from "./blog-buying";
import { FRENCH_POSTS, withFrenchSpacing } from "./blog-french";
import { OWNING_POSTS } from "./blog-owning";
import { DEMO_PRODUCTS } from "./catalogue";
import { demoRates } from "./rates";

const money = (value: number) => formatCurrency(value, 0);
const percent = (value: number) => formatPercent(value, 0);
const monthly = (loan: number, rate: number, years: number) => amortizedPayment(loan, rate, years, 12);

function post(slug: string): string {
  const found = [...BUYING_POSTS, ...OWNING_POSTS, ...FRENCH_POSTS].find(
    (candidate) => candidate.slug === slug,
  );
  if (!found) throw new Error(`no demo post ${slug}`);
  return found.content;
}

function ourRate(province: string, rateType: "fixed" | "variable", term: string): number {
  const rate = demoRates(new Date()).find(
    (row) => row.province === province && row.rateType === rateType && row.term === term,
  );
  if (!rate) throw new Error(`no demo rate ${province} ${rateType} ${term}`);
  return rate.ourRate;
}

describe("fixed or variable in 2026", () => {
  const content = post("fixed-or-variable-2026");
  const fixed = ourRate("Ontario", "fixed", "5 year");
  const variable = ourRate("Ontario", "variable", "5 year");

  it("quotes Ontario's five-year rates from the demo rates", () => {
    expect(content).toContain(`**${formatPercent(fixed)} fixed**`);
    expect(content).toContain(`**${formatPercent(variable)} variable**`);
  });

  it("gives the payment calculator's payments, compounded monthly, and says so", () => {
    expect(content).toContain("compounded monthly (our payment calculator's standard method)");
    expect(content).toContain(`the payment is about **${money(monthly(500_000, fixed, 25))}** a month`);
    expect(content).toContain(`about **${money(monthly(500_000, variable, 25))}** to start`);
    expect(content).toContain(`one point, about **${money(monthly(500_000, variable + 1, 25))}**`);
    expect(content).toContain(`two points, about **${money(monthly(500_000, variable + 2, 25))}**`);
  });

  it("gives the semi-annual payment as the calculator's option shows it", () => {
    const semiAnnual = amortizedPayment(500_000, fixed, 25, 12, "semi-annual");
    expect(content).toContain(
      `compound fixed-rate interest semi-annually, an option in the calculator: that way the ${formatPercent(fixed)} fixed payment is about **${money(semiAnnual)}**`,
    );
  });
});

describe("refinancing to consolidate debt", () => {
  const content = post("refinance-debt-consolidation");
  const cards = 18_000 * 0.03;
  const car = monthly(32_000, 7.9, 5);
  const lineOfCredit = (15_000 * 0.095) / 12;
  const added = monthly(65_000, 4.5, 25);

  it("adds up the minimum payments from their parts", () => {
    expect(content).toContain(
      `about **${money(cards + car + lineOfCredit)}** a month: **${money(cards)}** on the cards (3% of the balance), **${money(car)}** on the car loan and **${money(lineOfCredit)}** of interest`,
    );
  });

  it("adds the payment calculator's payment and the saving that follows", () => {
    expect(content).toContain(`adds about **${money(added)}** a month, with interest compounded monthly`);
    expect(content).toContain(`roughly **${money(cards + car + lineOfCredit - added)}** a month`);
  });
});

describe("first home checklist", () => {
  const content = post("first-home-checklist-canada");

  it("states the minimum down payment rule and its example as the rule computes them", () => {
    expect(content).toContain(
      `**${percent(FIRST_TIER_RATE * 100)}** of the first ${money(TIER_BREAK)};\n` +
        `- **${percent(SECOND_TIER_RATE * 100)}** of the portion between ${money(TIER_BREAK)} and ${money(INSURED_PRICE_CEILING)};\n` +
        `- **${percent(UNINSURED_DOWN_PAYMENT_PERCENT)}** of the whole price at ${money(INSURED_PRICE_CEILING)} or more.`,
    );
    expect(content).toContain(`so **${money(minimumDownPayment(700_000))}**`);
  });

  it("states the stress test and the debt ratios the calculators use", () => {
    expect(content).toContain(
      `higher of **${formatPercent(STRESS_TEST_FLOOR_PERCENT)}** or **your contract rate plus ${STRESS_TEST_BUFFER_POINTS} percentage points**`,
    );
    expect(content).toContain(debtLimitTexts.summary);
    expect(debtLimitTexts.summary).toContain(
      `within ${percent(HOUSING_RATIO * 100)} of gross income (GDS) and all debts within ${percent(TOTAL_DEBT_RATIO * 100)} (TDS)`,
    );
  });
});

describe("mortgage default insurance explained", () => {
  const content = post("mortgage-default-insurance-explained");

  it("lists the premium of each down payment band as the quote calculator charges it", () => {
    const rows = [...content.matchAll(/^\| (\d+)% to ([\d.]+)% \| ([\d.]+)% \|$/gm)];
    expect(rows).toHaveLength(3);
    for (const [, from, to, premium] of rows) {
      const expected = Number(premium) / 100;
      expect(insurancePremiumRate(100_000, Number(from) * 1_000)).toBeCloseTo(expected, 12);
      expect(insurancePremiumRate(100_000, Number(to) * 1_000)).toBeCloseTo(expected, 12);
    }
    expect(content).toContain("| 20% or more | not required |");
    expect(insurancePremiumRate(100_000, 20_000)).toBe(0);
  });

  it("works the example as the quote calculator does", () => {
    const quote = calculateHomeQuote({
      price: 600_000,
      downPayment: 60_000,
      annualRatePercent: 4,
      amortizationYears: 25,
      paymentFrequency: "monthly",
    });
    expect(content).toContain(`× ${money(540_000)} = **${money(quote.cmhcInsurance)}**`);
    expect(content).toContain(`Insured mortgage: **${money(quote.totalMortgage)}**`);
    expect(content).toContain(`priced below **${money(INSURED_PRICE_CEILING)}**`);
  });

  it("agrees with the mortgage insurance calculator on the example, the 30-year surcharge and the tax", () => {
    const example = { price: 600_000, downPayment: 60_000, firstTimeBuyer: true, newBuild: false };
    const standard = quoteMortgageInsurance({ ...example, province: "ON", amortizationYears: 25 });
    expect(content).toContain(
      `Premium: ${formatPercent(standard.premiumRatePercent)} × ${money(standard.loan)} = **${money(standard.premium)}**`,
    );
    const extended = quoteMortgageInsurance({ ...example, province: "ON", amortizationYears: 30 });
    expect(content).toContain(
      `raises the premium by **${formatPercent(extended.surchargeRatePercent)}** of the loan`,
    );
    expect(content).toContain(
      "In Ontario, Quebec and Saskatchewan, provincial sales tax applies to the premium",
    );
    for (const province of ["ON", "QC", "SK"] as const) {
      expect(
        quoteMortgageInsurance({ ...example, province, amortizationYears: 25 }).salesTax,
      ).toBeGreaterThan(0);
    }
  });
});

describe("closing costs", () => {
  it("gives Ontario's first-time refund cap and Toronto's rebate as the land transfer tax calculator does", () => {
    const content = post("first-home-checklist-canada");
    const ontario = landTransferTax({ price: 2_000_000, province: "ON", firstTime: true });
    const toronto = landTransferTax({ price: 2_000_000, province: "ON", city: "toronto", firstTime: true });
    expect(content).toContain(`a land transfer tax refund of up to ${money(ontario.rebateCents / 100)}`);
    expect(content).toContain("and Toronto adds its own rebate");
    expect(toronto.rebateCents).toBeGreaterThan(ontario.rebateCents);
  });
});

describe("the first-home product", () => {
  it("states the first tier of the minimum down payment", () => {
    const firstHome = DEMO_PRODUCTS.find((product) => product.imageKey === "demo/first-home.svg");
    expect(firstHome?.content).toContain(
      `as little as ${percent(FIRST_TIER_RATE * 100)} down on the first ${money(TIER_BREAK)}`,
    );
  });
});

describe("the French posts", () => {
  const argent = (value: number) => formatCurrency(value, 0, "fr-CA");
  const pourcent = (value: number, digits = 0) => formatPercent(value, digits, "fr-CA");

  it("are written in French, with the no-break spaces of French figures and punctuation", () => {
    expect(FRENCH_POSTS.length).toBeGreaterThanOrEqual(2);
    for (const { language, title, content } of FRENCH_POSTS) {
      expect(language).toBe("fr");
      expect(title).toContain("\u00a0:");
      expect(content).not.toMatch(/\d \d{3}\b| [$%:»]|« /);
    }
    expect(withFrenchSpacing("Prix : 1 500 000 $ à 5 % (« taxe »)")).toBe(
      "Prix\u00a0: 1\u00a0500\u00a0000\u00a0$ à 5\u00a0% («\u00a0taxe\u00a0»)",
    );
  });

  describe("mise de fonds minimale et assurance SCHL", () => {
    const content = post("mise-de-fonds-minimale-assurance-schl");
    const example = {
      price: 600_000,
      downPayment: minimumDownPayment(600_000),
      firstTimeBuyer: true,
      newBuild: false,
    };

    it("states the minimum down payment rule and its example as the rule computes them", () => {
      expect(content).toContain(
        `**${pourcent(FIRST_TIER_RATE * 100)}** des premiers ${argent(TIER_BREAK)};\n` +
          `- **${pourcent(SECOND_TIER_RATE * 100)}** de la portion entre ${argent(TIER_BREAK)} et ${argent(INSURED_PRICE_CEILING)};\n` +
          `- **${pourcent(UNINSURED_DOWN_PAYMENT_PERCENT)}** du prix complet à ${argent(INSURED_PRICE_CEILING)} ou plus.`,
      );
      expect(content).toContain(`soit **${argent(minimumDownPayment(600_000))}** au minimum`);
      expect(content).toContain(`mise de fonds minimale de **${argent(example.downPayment)}**`);
    });

    it("lists each band's premium as the mortgage insurance calculator charges it", () => {
      const bands = [
        [5, 9.99],
        [10, 14.99],
        [15, 19.99],
      ] as const;
      for (const [from, to] of bands) {
        const quote = (percent: number) =>
          quoteMortgageInsurance({
            price: 100_000,
            downPayment: percent * 1_000,
            firstTimeBuyer: false,
            newBuild: false,
            province: "QC",
            amortizationYears: 25,
          }).premiumRatePercent;
        expect(quote(to)).toBe(quote(from));
        expect(content).toContain(`| ${pourcent(from)} à ${pourcent(to, 2)} | ${pourcent(quote(from), 2)} |`);
      }
      expect(content).toContain(`| ${pourcent(20)} ou plus | non requise |`);
    });

    it("works the Montréal example, the Québec sales tax and the 30-year premium as the calculator does", () => {
      const standard = quoteMortgageInsurance({ ...example, province: "QC", amortizationYears: 25 });
      expect(content).toContain(`Prêt avant l’assurance\u00a0: ${argent(standard.loan)}`);
      expect(content).toContain(
        `Prime\u00a0: ${pourcent(standard.premiumRatePercent, 2)} × ${argent(standard.loan)} = **${argent(standard.premium)}**`,
      );
      expect(content).toContain(`Prêt assuré\u00a0: **${argent(standard.totalLoan)}**`);
      expect(content).toContain(
        `la TVQ de ${pourcent(standard.salesTaxRatePercent)} s’applique à la prime, soit **${argent(standard.salesTax)}**`,
      );
      const extended = quoteMortgageInsurance({ ...example, province: "QC", amortizationYears: 30 });
      expect(content).toContain(`ajoute **${pourcent(extended.surchargeRatePercent, 2)}** du prêt`);
      expect(content).toContain(
        `la prime passerait à ${pourcent(extended.premiumRatePercent, 2)}, soit **${argent(extended.premium)}**`,
      );
      expect(content).toContain(`moins de **${argent(INSURED_PRICE_CEILING)}**`);
    });

    it("states the stress test the calculators use", () => {
      expect(content).toContain(
        `au plus élevé de **${pourcent(STRESS_TEST_FLOOR_PERCENT, 2)}** ou de **votre taux contractuel majoré de ${STRESS_TEST_BUFFER_POINTS} points de pourcentage**`,
      );
    });
  });

  describe("renouveler son prêt hypothécaire au Québec", () => {
    const content = post("renouvellement-pret-hypothecaire-quebec");
    const ours = ourRate("Quebec", "fixed", "5 year");
    const current = 2.39;
    const offered = 4.79;
    const payment = (rate: number) => monthly(350_000, rate, 20);

    it("gives the payment calculator's payments, compounded monthly, at Québec's demo rate", () => {
      expect(content).toContain(
        "composés mensuellement (la méthode standard de notre calculatrice de versements)",
      );
      expect(content).toContain(
        `au taux actuel de **${pourcent(current, 2)}**, le versement est d’environ **${argent(payment(current))}**`,
      );
      expect(content).toContain(`à **${pourcent(offered, 2)}**, le taux d’une lettre`);
      expect(content).toContain(`il passe à environ **${argent(payment(offered))}**`);
      expect(content).toContain(
        `à **${pourcent(ours, 2)}**, notre taux fixe de 5 ans au Québec, il serait d’environ **${argent(payment(ours))}**`,
      );
    });

    it("adds up the difference over the five-year term", () => {
      const difference = payment(offered) - payment(ours);
      expect(content).toContain(
        `environ **${argent(difference * 60)}**\u00a0: 60 versements d’environ ${argent(difference)} de plus`,
      );
    });
  });
});
