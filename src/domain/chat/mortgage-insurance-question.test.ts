import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../i18n/locale";
import { PROVINCES, type ProvinceCode } from "../constants";
import { formatInteger } from "../format";
import { provinceLabel } from "../province-labels";
import { readClosingCostsQuery } from "../closing-costs/closing-costs-query";
import { MORTGAGE_INSURANCE_RULES, quoteMortgageInsurance } from "../closing-costs/cmhc";
import { cents } from "./figure-texts";
import {
  mortgageInsuranceAnswer,
  mortgageInsuranceEntry,
  mortgageInsuranceQuestion,
  type MortgageInsuranceQuestion,
} from "./mortgage-insurance-question";

const CODES = PROVINCES.map((province) => province.code);
const TAXING = Object.keys(MORTGAGE_INSURANCE_RULES.premiumSalesTaxBasisPoints) as ProvinceCode[];
const linkIn = (answer: string) => /\/(?:fr\/)?cmhc-insurance-calculator\?[^\s)]+/.exec(answer)?.[0] ?? "";
const answerTo = (question: string, language: Locale = "en-CA", chosen: ProvinceCode | null = null) =>
  String(mortgageInsuranceEntry(question, language, chosen)?.answer);

const asked = (values: Partial<MortgageInsuranceQuestion>): MortgageInsuranceQuestion => ({
  price: 0,
  downPayment: 0,
  amortizationYears: 25,
  firstTimeBuyer: false,
  newBuild: false,
  province: null,
  ...values,
});

describe("mortgage insurance questions", () => {
  it.each([
    [
      "CMHC premium on a $600k home in Ontario with 10% down?",
      { price: 600_000, downPayment: 60_000, province: "ON" },
    ],
    ["cmhc on $600k with $60k down", { price: 600_000, downPayment: 60_000 }],
    ["With $30,000 down on a $550,000 condo, how much is CMHC?", { price: 550_000, downPayment: 30_000 }],
    [
      "mortgage insurance for 500000, down payment of 25000, Saskatchewan",
      { price: 500_000, downPayment: 25_000, province: "SK" },
    ],
    [
      "CMHC on a $500,000 house, 5% down, 30 year amortization, first-time buyer",
      { price: 500_000, downPayment: 25_000, amortizationYears: 30, firstTimeBuyer: true },
    ],
    [
      "default insurance on a new build for $800k with 10 percent down in BC",
      { price: 800_000, downPayment: 80_000, newBuild: true, province: "BC" },
    ],
    [
      "mortgage insurance on $1.2M in Toronto with $240k down",
      { price: 1_200_000, downPayment: 240_000, province: "ON" },
    ],
    ["CMHC with 7.5% down on $420,000", { price: 420_000, downPayment: 31_500 }],
    // The price is the largest amount besides the down payment: an income or a budget is smaller.
    ["I earn 120k, CMHC on a 600k house with 10% down", { price: 600_000, downPayment: 60_000 }],
    ["CMHC: 10% down, budget 2500 a month, house 600k", { price: 600_000, downPayment: 60_000 }],
  ] as const)("%s", (question, values) => {
    expect(mortgageInsuranceQuestion(question)).toEqual(asked(values));
  });

  it.each([
    [
      "Quelle est la prime de la SCHL pour une maison de 450 000 $ avec 5 % de mise de fonds au Québec?",
      { price: 450_000, downPayment: 22_500, province: "QC" },
    ],
    [
      "assurance prêt hypothécaire sur 600k avec 60k de mise de fonds",
      { price: 600_000, downPayment: 60_000 },
    ],
    [
      "SCHL pour une propriété neuve de 700 000 $, mise de fonds de 70 000 $, amortissement de 30 ans, premier achat",
      { price: 700_000, downPayment: 70_000, amortizationYears: 30, newBuild: true, firstTimeBuyer: true },
    ],
    [
      "prime d'assurance hypothécaire pour 1,2 M$ avec 20 % de mise de fonds à Montréal",
      { price: 1_200_000, downPayment: 240_000, province: "QC" },
    ],
    [
      "SCHL sur 500 000 $ avec 10 % de mise de fonds à Terre-Neuve",
      { price: 500_000, downPayment: 50_000, province: "NL" },
    ],
  ] as const)("%s", (question, values) => {
    expect(mortgageInsuranceQuestion(question)).toEqual(asked(values));
  });

  it.each([
    "What is CMHC insurance?",
    "How much is CMHC on a $600k home?",
    "I have $60k down on a $600k home",
    "La SCHL, c'est quoi?",
  ])("gives no figure without insurance asked about, a price and a down payment: %s", (question) => {
    expect(mortgageInsuranceQuestion(question)).toBeNull();
  });

  it("answers the premium, its rate, the total mortgage and Ontario's tax on the premium", () => {
    // Loan 600,000 - 60,000 = 540,000 at 90% loan-to-value: 3.10% = $16,740; Ontario's 8% on it = $1,339.20.
    const answer = answerTo("CMHC premium on a $600k home in Ontario with 10% down?");
    expect(answer).toContain("- Premium: 3.10% of the $540,000.00 loan = $16,740.00");
    expect(answer).toContain("- Mortgage with the premium added: $556,740.00");
    expect(answer).toContain(
      "- Provincial sales tax of 8% on the premium: $1,339.20, paid in cash at closing",
    );
    expect(linkIn(answer)).toBe(
      "/cmhc-insurance-calculator?price=600000&province=ON&first_time=false&new_build=false&down_payment=60000&amortization=25",
    );
  });

  it("adds the 30-year surcharge for a first-time buyer, and says no tax where none is charged", () => {
    // 5% down: 4.00% + 0.20% = 4.20% of $475,000 = $19,950.
    const answer = answerTo(
      "CMHC on a $500,000 house in Alberta, 5% down, 30 year amortization, first-time buyer",
    );
    expect(answer).toContain("- Premium: 4.20% of the $475,000.00 loan = $19,950.00");
    expect(answer).toContain("0.20% surcharge for an amortization over 25 years (here 30 years)");
    expect(answer).toContain("- No sales tax on the premium in this province or territory");
  });

  it("answers each case without a premium in words", () => {
    expect(answerTo("cmhc on 800k with a down payment of $200,000 in BC")).toContain(
      "you put 20% or more down: no mortgage default insurance is needed",
    );
    expect(answerTo("cmhc on $1.6M with 10% down in Alberta")).toContain(
      "At $1,500,000 or more, no insurer covers a mortgage, so a price of $1,600,000 needs at least 20% down ($320,000.00)",
    );
    // 5% of 500,000 + 10% of 200,000 = $45,000.
    expect(answerTo("cmhc on $700k with $30k down in Quebec")).toContain(
      "The minimum down payment on a price of $700,000 is $45,000.00",
    );
    expect(answerTo("cmhc on $700k with 10% down over 30 years in Quebec")).toContain(
      "only for a first-time buyer or a newly built home",
    );
    expect(answerTo("SCHL sur 700 000 $ avec 10 % de mise de fonds sur 35 ans au Québec", "fr-CA")).toContain(
      "30\u00a0ans au plus",
    );
  });

  it("answers in French with French figures and the French calculator", () => {
    const answer = answerTo(
      "Quelle est la prime de la SCHL pour une maison de 450 000 $ avec 5 % de mise de fonds au Québec?",
      "fr-CA",
    );
    expect(answer).toContain(
      "- Prime\u00a0: 4,00\u00a0% du prêt de 427\u00a0500,00\u00a0$ = 17\u00a0100,00\u00a0$",
    );
    expect(answer).toContain("- Taxe provinciale de 9\u00a0% sur la prime\u00a0: 1\u00a0539,00\u00a0$");
    expect(linkIn(answer)).toMatch(/^\/fr\/cmhc-insurance-calculator\?price=450000&province=QC/);
  });

  it("gives the tax in each province that charges it when none is known, and takes the visitor's chosen one", () => {
    // 8%, 9% and 6% of the $16,740 premium.
    expect(answerTo("cmhc on $600k with 10% down")).toContain(
      "Provincial sales tax on the premium, paid in cash at closing (it cannot be added to the mortgage): Ontario $1,339.20 (8%), Quebec $1,506.60 (9%), Saskatchewan $1,004.40 (6%); no other province or territory taxes it",
    );
    expect(answerTo("SCHL sur 600 000 $ avec 10 % de mise de fonds", "fr-CA")).toContain(
      "Ontario 1\u00a0339,20\u00a0$ (8\u00a0%), Québec 1\u00a0506,60\u00a0$ (9\u00a0%), Saskatchewan 1\u00a0004,40\u00a0$ (6\u00a0%)",
    );
    expect(answerTo("cmhc on $600k with 10% down", "en-CA", "SK")).toContain(
      "- Provincial sales tax of 6% on the premium: $1,004.40",
    );
  });
});

function writtenAmount(value: number, style: number, language: Locale): string {
  if (style === 0 && value % 1000 === 0)
    return language === "fr-CA" ? `${value / 1000}k` : `$${value / 1000}k`;
  if (style === 1)
    return language === "fr-CA" ? `${formatInteger(value, "fr-CA")} $` : `$${formatInteger(value)}`;
  return language === "fr-CA" ? `${value} $` : `$${value}`;
}

const inputs = fc
  .record({
    price: fc.integer({ min: 10_000, max: 2_500_000 }),
    downShare: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.constantFrom(5, 10, 15, 20)),
    byPercent: fc.boolean(),
    amortizationYears: fc.constantFrom(20, 25, 26, 30),
    firstTimeBuyer: fc.boolean(),
    province: fc.option(fc.constantFrom(...CODES), { nil: null }),
    language: fc.constantFrom<Locale>("en-CA", "fr-CA"),
    style: fc.nat({ max: 2 }),
  })
  .map(({ downShare, byPercent, ...input }) => ({
    ...input,
    downShare,
    byPercent,
    // Whole dollars, as typed; a percentage is read back to the cent.
    downPayment: byPercent
      ? Math.round(input.price * downShare) / 100
      : Math.floor((input.price * downShare) / 100),
  }));

describe("the assistant's mortgage insurance", () => {
  it("equals the calculator's quote for the same inputs, across many questions in both languages", () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const {
          price,
          downShare,
          byPercent,
          downPayment,
          amortizationYears,
          firstTimeBuyer,
          province,
          language,
          style,
        } = input;
        const down = byPercent
          ? `${downShare}${language === "fr-CA" ? "\u00a0%" : "%"}`
          : writtenAmount(downPayment, style, language);
        const where = province
          ? ` ${language === "fr-CA" ? "en" : "in"} ${provinceLabel(province, language)}`
          : "";
        const question =
          language === "fr-CA"
            ? `Prime de la SCHL pour ${writtenAmount(price, style, language)} avec ${down} de mise de fonds sur ${amortizationYears} ans${where}${firstTimeBuyer ? ", premier achat" : ""}?`
            : `CMHC premium on ${writtenAmount(price, style, language)} with ${down} down over ${amortizationYears} years${where}${firstTimeBuyer ? ", first-time buyer" : ""}?`;
        const read = mortgageInsuranceQuestion(question);
        expect(read).toEqual({
          price,
          downPayment,
          amortizationYears,
          firstTimeBuyer,
          newBuild: false,
          province,
        });

        const answer = mortgageInsuranceAnswer(read!, language);
        // Without a province, the answer gives the tax of each province that charges one; the rest is the same
        // in every province.
        const quotes = (province ? [province] : TAXING).map((code) =>
          quoteMortgageInsurance({
            price,
            downPayment,
            amortizationYears,
            firstTimeBuyer,
            newBuild: false,
            province: code,
          }),
        );
        const quote = quotes[0]!;
        if (quote.status === "required") {
          expect(answer).toContain(cents(quote.premium, language));
          expect(answer).toContain(cents(quote.totalLoan, language));
          for (const taxed of quotes)
            if (taxed.salesTax > 0) expect(answer).toContain(cents(taxed.salesTax, language));
        } else {
          expect(answer).not.toContain(language === "fr-CA" ? "- Prime" : "- Premium");
        }
        if (quote.status === "not-required") expect(answer).toContain(cents(quote.loan, language));
        if (quote.status === "price-too-high" || quote.status === "down-payment-too-low") {
          expect(answer).toContain(cents(quote.minimumDownPayment, language));
        }
        const link = new URL(linkIn(answer), "https://vayu.example");
        expect(readClosingCostsQuery(link.searchParams)).toEqual({
          price,
          ...(province ? { province } : {}),
          firstTime: firstTimeBuyer,
          newBuild: false,
          downPayment,
          amortizationYears,
        });
      }),
      { numRuns: 500 },
    );
  });
});
