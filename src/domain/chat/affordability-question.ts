/**
 * "I make $95k and have $40k saved, what can I afford?": the affordability calculator's own figures for an
 * income and savings given in the question, with the assumptions named and a link to the filled-in calculator.
 */
import { formatPercent } from "../format";
import { formatDollars } from "../money";
import {
  AFFORDABILITY_DEFAULTS,
  calculateAffordability,
  type AffordabilityInput,
} from "../mortgage/affordability";
import { affordabilityCalculatorLink } from "../mortgage/calculator-query";
import { debtLimitTexts } from "../mortgage/debt-limits";
import { affordabilityInputSchema } from "../mortgage/schemas";
import { GENERAL_INFO_NOTE, type KnowledgeEntry } from "./entry";

/** An amount as people type it: "$95k", "95,000", "95000", "1.2 million". */
const AMOUNT = /\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(k|thousand|m|million)?\b/i;
const MULTIPLIERS: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6 };

const INCOME_WORDS = /\b(?:make|makes|making|earn|earns|earning|income|salary|paid)\b/i;
const SAVINGS_WORDS = /\b(?:saved|savings|save|down payment|down|deposit)\b/i;
const AFFORD_WORDS = /\b(?:afford|affordability|qualify|borrow|budget|buy)\b/i;

function amountIn(clause: string): number | undefined {
  const match = AMOUNT.exec(clause);
  if (!match?.[1]) return undefined;
  const multiplier = match[2] ? (MULTIPLIERS[match[2].toLowerCase()] ?? 1) : 1;
  return Math.round(Number(match[1].replace(/,/g, "")) * multiplier);
}

/** The income and savings a question gives, or null unless it asks what they afford and gives both. */
export function affordabilityQuestion(
  question: string,
): Pick<AffordabilityInput, "annualIncome" | "downPayment"> | null {
  if (!AFFORD_WORDS.test(question)) return null;
  let annualIncome: number | undefined;
  let downPayment: number | undefined;
  for (const clause of question.split(/\b(?:and|with)\b|[,;.!?](?!\d)/i)) {
    const amount = amountIn(clause);
    if (amount === undefined) continue;
    if (INCOME_WORDS.test(clause)) annualIncome ??= amount;
    else if (SAVINGS_WORDS.test(clause)) downPayment ??= amount;
  }
  if (annualIncome === undefined || downPayment === undefined) return null;
  const input = { ...AFFORDABILITY_DEFAULTS, annualIncome, downPayment };
  return affordabilityInputSchema.safeParse(input).success && annualIncome > 0
    ? { annualIncome, downPayment }
    : null;
}

/** The calculator's inputs for the question: its defaults (rate, amortization, no debts or costs) otherwise. */
export function affordabilityInputFor(
  given: Pick<AffordabilityInput, "annualIncome" | "downPayment">,
): AffordabilityInput {
  return { ...AFFORDABILITY_DEFAULTS, ...given };
}

export function affordabilityAnswer(given: Pick<AffordabilityInput, "annualIncome" | "downPayment">): string {
  const input = affordabilityInputFor(given);
  const result = calculateAffordability(input);
  const link = affordabilityCalculatorLink({
    annualIncome: input.annualIncome,
    downPayment: input.downPayment,
    annualRatePercent: input.annualRatePercent,
    amortizationYears: input.amortizationYears,
  });
  return [
    `With ${formatDollars(input.annualIncome)} of gross yearly income and ${formatDollars(input.downPayment)} saved for the down payment, the affordability calculator gives:`,
    `- ${formatDollars(result.stressTest.maxPrice)} at the stress-test rate of ${formatPercent(result.stressTest.qualifyingRatePercent)}, the price lenders qualify you at (a mortgage of ${formatDollars(result.stressTest.maxMortgage)})`,
    `- ${formatDollars(result.maxPrice)} at a ${formatPercent(input.annualRatePercent)} contract rate (a mortgage of ${formatDollars(result.maxMortgage)} and a payment of ${formatDollars(result.maxMonthlyPayment)} a month)`,
    `Assumptions: a ${formatPercent(input.annualRatePercent)} rate, a ${input.amortizationYears}-year amortization, no other debts, and no heating, property tax or condo fees. ${debtLimitTexts.compounding} ${debtLimitTexts.summary}`,
    `Change any of these in the calculator: ${link}`,
    GENERAL_INFO_NOTE,
  ].join("\n");
}

export const AFFORDABILITY_ENTRY_ID = "affordability-figures";

/** The calculator's answer to the question as a knowledge-base entry, for the engine and the model alike. */
export function affordabilityEntry(question: string): KnowledgeEntry | null {
  const given = affordabilityQuestion(question);
  if (!given) return null;
  return {
    id: AFFORDABILITY_ENTRY_ID,
    title: "The affordability calculator's figures for this question",
    phrases: [],
    keywords: [],
    synonyms: [],
    answer: affordabilityAnswer(given),
  };
}
