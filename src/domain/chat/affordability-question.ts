/**
 * "I make $95k and have $40k saved, what can I afford?": the affordability calculator's own figures for an
 * income and savings given in the question, with the assumptions named and a link to the filled-in calculator.
 */
import type { Locale } from "../../i18n/locale";
import { pathInLocale } from "../../i18n/locale";
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
import { firstMoney } from "./amounts";
import { GENERAL_INFO_NOTE, GENERAL_INFO_NOTE_FR, type KnowledgeEntry } from "./entry";
import { markdownBlocks, markdownLink, plain } from "./figure-texts";
import { debtLimitTextsFr, dollarsFr, percentFr } from "./french-texts";

/** How a question in one language writes amounts and names an income, savings and what they buy. */
interface QuestionWords {
  /** What separates the clauses of a question, each giving one amount. */
  clauses: RegExp;
  income: RegExp;
  savings: RegExp;
  afford: RegExp;
}

const WORDS: Record<Locale, QuestionWords> = {
  /** Amounts as amounts.ts reads them: "$95k", "95,000", "95000", "1.2 million". */
  "en-CA": {
    clauses: /\b(?:and|with)\b|[,;.!?](?!\d)/i,
    income: /\b(?:make|makes|making|earn|earns|earning|income|salary|paid)\b/i,
    savings: /\b(?:saved|savings|save|down payment|down|deposit)\b/i,
    afford: /\b(?:afford|affordability|qualify|borrow|budget|buy)\b/i,
  },
  /**
   * "95 000 $", "95k", "1,2 million". The words are matched on the question without its accents
   * ("économies" as "economies").
   */
  "fr-CA": {
    clauses: /\b(?:et|avec|mais)\b|[;.!?]|,(?!\d)/i,
    income: /\b(?:gagne|gagnons|gagnez|gagner|revenu|revenus|salaire|salaires|paye|payee)\b/i,
    savings:
      /\b(?:economise|economisee|economises|economies|epargne|epargnes|mise de fonds|mise|comptant|acompte|cote)\b/i,
    afford: /\b(?:permettre|moyens|acheter|achat|emprunter|emprunt|capacite|admissible|budget)\b/i,
  },
};

/**
 * The income and savings a question in `language` gives, or null unless it asks what they afford and
 * gives both.
 */
export function affordabilityQuestion(
  question: string,
  language: Locale = "en-CA",
): Pick<AffordabilityInput, "annualIncome" | "downPayment"> | null {
  const words = WORDS[language];
  const text = plain(question);
  if (!words.afford.test(text)) return null;
  let annualIncome: number | undefined;
  let downPayment: number | undefined;
  for (const clause of text.split(words.clauses)) {
    const amount = firstMoney(clause);
    if (amount === undefined) continue;
    if (words.income.test(clause)) annualIncome ??= amount;
    else if (words.savings.test(clause)) downPayment ??= amount;
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

export function affordabilityAnswer(
  given: Pick<AffordabilityInput, "annualIncome" | "downPayment">,
  language: Locale = "en-CA",
): string {
  const input = affordabilityInputFor(given);
  const result = calculateAffordability(input);
  const link = pathInLocale(
    affordabilityCalculatorLink({
      annualIncome: input.annualIncome,
      downPayment: input.downPayment,
      annualRatePercent: input.annualRatePercent,
      amortizationYears: input.amortizationYears,
    }),
    language,
  );
  if (language === "fr-CA") {
    const rate = percentFr(input.annualRatePercent, 2);
    return markdownBlocks([
      `Avec un revenu annuel brut de ${dollarsFr(input.annualIncome)} et ${dollarsFr(input.downPayment)} d’économies pour la mise de fonds, la calculatrice de capacité d’emprunt donne\u00a0:`,
      [
        `${dollarsFr(result.stressTest.maxPrice)} au taux de la simulation de crise de ${percentFr(result.stressTest.qualifyingRatePercent, 2)}, le prix auquel les prêteurs évaluent votre admissibilité (un prêt hypothécaire de ${dollarsFr(result.stressTest.maxMortgage)})`,
        `${dollarsFr(result.maxPrice)} à un taux contractuel de ${rate} (un prêt hypothécaire de ${dollarsFr(result.maxMortgage)} et un versement de ${dollarsFr(result.maxMonthlyPayment)} par mois)`,
      ],
      `Hypothèses\u00a0: un taux de ${rate}, un amortissement de ${input.amortizationYears}\u00a0ans, aucune autre dette, et aucuns frais de chauffage, d’impôt foncier ou de copropriété. ${debtLimitTextsFr.compounding} ${debtLimitTextsFr.summary}`,
      `Modifiez ces hypothèses dans ${markdownLink("la calculatrice de capacité d’emprunt", link)}.`,
      GENERAL_INFO_NOTE_FR,
    ]);
  }
  return markdownBlocks([
    `With ${formatDollars(input.annualIncome)} of gross yearly income and ${formatDollars(input.downPayment)} saved for the down payment, the affordability calculator gives:`,
    [
      `${formatDollars(result.stressTest.maxPrice)} at the stress-test rate of ${formatPercent(result.stressTest.qualifyingRatePercent)}, the price lenders qualify you at (a mortgage of ${formatDollars(result.stressTest.maxMortgage)})`,
      `${formatDollars(result.maxPrice)} at a ${formatPercent(input.annualRatePercent)} contract rate (a mortgage of ${formatDollars(result.maxMortgage)} and a payment of ${formatDollars(result.maxMonthlyPayment)} a month)`,
    ],
    `Assumptions: a ${formatPercent(input.annualRatePercent)} rate, a ${input.amortizationYears}-year amortization, no other debts, and no heating, property tax or condo fees. ${debtLimitTexts.compounding} ${debtLimitTexts.summary}`,
    `Change any of these in ${markdownLink("the affordability calculator", link)}.`,
    GENERAL_INFO_NOTE,
  ]);
}

export const AFFORDABILITY_ENTRY_ID = "affordability-figures";

/**
 * The calculator's answer to the question as a knowledge-base entry in `language`, for the engine and
 * the model alike.
 */
export function affordabilityEntry(question: string, language: Locale = "en-CA"): KnowledgeEntry | null {
  const given = affordabilityQuestion(question, language);
  if (!given) return null;
  return {
    id: AFFORDABILITY_ENTRY_ID,
    title:
      language === "fr-CA"
        ? "Les résultats de la calculatrice de capacité d’emprunt pour cette question"
        : "The affordability calculator's figures for this question",
    phrases: [],
    keywords: [],
    synonyms: [],
    answer: affordabilityAnswer(given, language),
  };
}
