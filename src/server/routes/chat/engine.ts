import { affordabilityEntry } from "../../../domain/chat/affordability-question";
import { answerText, type RateSnapshot } from "../../../domain/chat/entry";
import { matchQuestion } from "../../../domain/chat/match";
import { FALLBACK_ANSWER, type EngineAnswer } from "../../../domain/chat/reply";
import type { Database } from "../../db/client";
import { loadRateSnapshot } from "./queries";

const NO_RATES: RateSnapshot = { fixed: null, variable: null };

/**
 * The built-in engine: the affordability calculator's figures when the question gives an income and
 * savings, else the best knowledge-base entry, with today's rates for the question read only when it
 * quotes them.
 */
export async function builtInAnswer(db: Database, question: string): Promise<EngineAnswer> {
  const figures = affordabilityEntry(question);
  if (figures) return { entryId: figures.id, text: answerText(figures, NO_RATES) };
  const match = matchQuestion(question);
  if (!match) return FALLBACK_ANSWER;
  const rates = typeof match.entry.answer === "function" ? await loadRateSnapshot(db, question) : NO_RATES;
  return { entryId: match.entry.id, text: answerText(match.entry, rates) };
}
