import { affordabilityEntry } from "../../../domain/chat/affordability-question";
import { answerText, type RateSnapshot } from "../../../domain/chat/entry";
import { rankInLanguage } from "../../../domain/chat/match";
import type { EngineAnswer } from "../../../domain/chat/reply";
import type { Locale } from "../../../i18n/locale";
import type { Database } from "../../db/client";
import { fallbackIn } from "./fallback";
import { loadRateSnapshot } from "./queries";

const NO_RATES: RateSnapshot = { fixed: null, variable: null };

/**
 * The built-in engine: the affordability calculator's figures when the question gives an income and
 * savings, else the best knowledge-base entry, with today's rates for the question read only when it
 * quotes them; all in `language`, the question's.
 */
export async function builtInAnswer(
  db: Database,
  question: string,
  language: Locale = "en-CA",
): Promise<EngineAnswer> {
  const figures = affordabilityEntry(question, language);
  if (figures) return { entryId: figures.id, text: answerText(figures, NO_RATES) };
  const [match] = rankInLanguage(question, 1, language);
  if (!match) return fallbackIn(language);
  const rates = typeof match.entry.answer === "function" ? await loadRateSnapshot(db, question) : NO_RATES;
  return { entryId: match.entry.id, text: answerText(match.entry, rates) };
}
