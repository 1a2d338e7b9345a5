import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCurrency, formatInteger } from "../format";
import { formatDollars } from "../money";
import { AFFORDABILITY_DEFAULTS, calculateAffordability } from "../mortgage/affordability";
import { readAffordabilityQuery } from "../mortgage/calculator-query";
import { affordabilityAnswer, affordabilityQuestion } from "./affordability-question";

/** An amount written the ways visitors write it; all read back as `dollars`. */
function written(dollars: number, style: number): string {
  if (style === 0 && dollars % 1000 === 0) return `$${dollars / 1000}k`;
  if (style === 1) return `$${formatInteger(dollars)}`;
  return String(dollars);
}

const linkIn = (answer: string) => /\/affordability-calculator\?[^\s)]+/.exec(answer)?.[0] ?? "";

describe("affordability figures in the assistant", () => {
  it("reads the issue's question and answers with the calculator's figures and assumptions", () => {
    const given = affordabilityQuestion("I make $95k and have $40k saved, what can I afford?");
    expect(given).toEqual({ annualIncome: 95000, downPayment: 40000 });
    const answer = affordabilityAnswer({ annualIncome: 95000, downPayment: 40000 });
    const result = calculateAffordability({
      ...AFFORDABILITY_DEFAULTS,
      annualIncome: 95000,
      downPayment: 40000,
    });
    expect(answer).toContain(formatDollars(result.maxPrice));
    expect(answer).toContain(formatDollars(result.stressTest.maxPrice));
    expect(answer).toContain("Assumptions: a 4.84% rate, a 25-year amortization, no other debts");
    expect(answer).toContain("the calculator's guideline");
    expect(answer).toContain("the insured maximum");
    expect(linkIn(answer)).toBe(
      "/affordability-calculator?income=95000&down_payment=40000&rate=4.84&amortization=25",
    );
  });

  it("reads a French question and answers in French, figures and link included", () => {
    const given = affordabilityQuestion(
      "Je gagne 95 000 $ et j’ai 40 000 $ d’économies, combien puis-je me permettre?",
      "fr-CA",
    );
    expect(given).toEqual({ annualIncome: 95000, downPayment: 40000 });
    expect(
      affordabilityQuestion(
        "Mon revenu est de 95k avec 1,2 million de mise de fonds, quel est mon budget?",
        "fr-CA",
      ),
    ).toEqual({ annualIncome: 95000, downPayment: 1_200_000 });
    const answer = affordabilityAnswer({ annualIncome: 95000, downPayment: 40000 }, "fr-CA");
    const result = calculateAffordability({
      ...AFFORDABILITY_DEFAULTS,
      annualIncome: 95000,
      downPayment: 40000,
    });
    expect(answer).toContain(
      `${formatCurrency(result.maxPrice, 0, "fr-CA")} à un taux contractuel de 4,84\u00a0%`,
    );
    expect(answer).toContain("Hypothèses\u00a0: un taux de 4,84\u00a0%, un amortissement de 25\u00a0ans");
    expect(answer).toContain("ABD");
    expect(answer).toContain(
      "/fr/affordability-calculator?income=95000&down_payment=40000&rate=4.84&amortization=25",
    );
  });

  it.each([
    "What can I afford?",
    "I make $95k, what can I afford?",
    "I have $40k saved",
    "I make $95k and have $40k saved",
  ])("gives no figure without an income, savings and an affordability question: %s", (question) => {
    expect(affordabilityQuestion(question)).toBeNull();
  });

  it("equals the calculator's figures for the same inputs, across many inputs", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2 }),
        (annualIncome, downPayment, style) => {
          const question = `I earn ${written(annualIncome, style)} a year and have ${written(downPayment, style)} saved. How much can I afford?`;
          const given = affordabilityQuestion(question);
          expect(given).toEqual({ annualIncome, downPayment });
          const answer = affordabilityAnswer({ annualIncome, downPayment });
          const input = { ...AFFORDABILITY_DEFAULTS, annualIncome, downPayment };
          const result = calculateAffordability(input);
          expect(answer).toContain(`${formatDollars(result.maxPrice)} at a`);
          expect(answer).toContain(`${formatDollars(result.stressTest.maxPrice)} at the stress-test rate`);
          expect(answer).toContain(`payment of ${formatDollars(result.maxMonthlyPayment)} a month`);
          // The link fills the calculator with the very inputs the answer was computed from.
          const params = new URL(linkIn(answer), "https://vayu.example").searchParams;
          expect({ ...AFFORDABILITY_DEFAULTS, ...readAffordabilityQuery(params) }).toEqual(input);
        },
      ),
    );
  });

  it("equals the calculator's figures for French questions too, written the French way", () => {
    const writtenFr = (dollars: number, style: number) =>
      style === 0 && dollars % 1000 === 0
        ? `${dollars / 1000}k`
        : style === 1
          ? `${formatInteger(dollars, "fr-CA")}\u00a0$`
          : `${dollars} $`;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 2 }),
        (annualIncome, downPayment, style) => {
          const question = `Je gagne ${writtenFr(annualIncome, style)} par année et j’ai ${writtenFr(downPayment, style)} d’économies. Combien puis-je me permettre?`;
          expect(affordabilityQuestion(question, "fr-CA")).toEqual({ annualIncome, downPayment });
          const answer = affordabilityAnswer({ annualIncome, downPayment }, "fr-CA");
          const result = calculateAffordability({ ...AFFORDABILITY_DEFAULTS, annualIncome, downPayment });
          expect(answer).toContain(`${formatCurrency(result.maxPrice, 0, "fr-CA")} à un taux contractuel`);
          expect(answer).toContain(formatCurrency(result.stressTest.maxPrice, 0, "fr-CA"));
          const params = new URL(linkIn(answer), "https://vayu.example").searchParams;
          expect(readAffordabilityQuery(params)).toMatchObject({ annualIncome, downPayment });
        },
      ),
    );
  });
});
