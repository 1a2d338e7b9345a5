/**
 * The answers worked out by the calculators' own functions, for a question that gives the figures they
 * need: land transfer tax, mortgage insurance, affordability. The built-in engine answers with the first;
 * the language model is given them all, ahead of the knowledge base, so it quotes them instead of working
 * out its own.
 */
import type { Locale } from "../../i18n/locale";
import type { ProvinceCode } from "../constants";
import { affordabilityEntry } from "./affordability-question";
import type { KnowledgeEntry } from "./entry";
import { landTransferTaxEntry } from "./land-transfer-tax-question";
import { mortgageInsuranceEntry } from "./mortgage-insurance-question";

/**
 * The calculators' answers to `question` in `language`, most specific first; `chosenProvince` (the one the
 * visitor chose on the site) stands in for a province the question does not name.
 */
export function figureAnswers(
  question: string,
  language: Locale,
  chosenProvince: ProvinceCode | null = null,
): KnowledgeEntry[] {
  return [
    landTransferTaxEntry(question, language, chosenProvince),
    mortgageInsuranceEntry(question, language, chosenProvince),
    affordabilityEntry(question, language),
  ].filter((entry): entry is KnowledgeEntry => entry !== null);
}
