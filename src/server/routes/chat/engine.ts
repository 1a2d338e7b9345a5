import { answerText, type RateSnapshot } from "../../../domain/chat/entry";
import { figureAnswers } from "../../../domain/chat/figure-answers";
import { rankInLanguage } from "../../../domain/chat/match";
import type { EngineAnswer } from "../../../domain/chat/reply";
import type { ProvinceCode } from "../../../domain/constants";
import type { Locale } from "../../../i18n/locale";
import type { Database } from "../../db/client";
import { fallbackIn } from "./fallback";
import { loadRateSnapshot } from "./queries";

const NO_RATES: RateSnapshot = { fixed: null, variable: null };

/**
 * The built-in engine: a calculator's figures when the question gives what it needs (land transfer tax,
 * mortgage insurance, affordability), else the best knowledge-base entry, with today's rates for the
 * question read only when it quotes them; all in `language`, the question's. `chosenProvince`, the one
 * the visitor chose on the site, stands in for a province the question does not name.
 */
export async function builtInAnswer(
  db: Database,
  question: string,
  language: Locale = "en-CA",
  chosenProvince: ProvinceCode | null = null,
): Promise<EngineAnswer> {
  const [figures] = figureAnswers(question, language, chosenProvince);
  if (figures) return { entryId: figures.id, text: answerText(figures, NO_RATES) };
  const [match] = rankInLanguage(question, 1, language);
  if (!match) return fallbackIn(language);
  const rates =
    typeof match.entry.answer === "function"
      ? await loadRateSnapshot(db, question, chosenProvince)
      : NO_RATES;
  return { entryId: match.entry.id, text: answerText(match.entry, rates) };
}
