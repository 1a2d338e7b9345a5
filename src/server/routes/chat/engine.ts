import { answerText, type RateSnapshot } from "../../../domain/chat/entry";
import { matchQuestion } from "../../../domain/chat/match";
import { FALLBACK_ANSWER, type EngineAnswer } from "../../../domain/chat/reply";
import type { Database } from "../../db/client";
import { loadRateSnapshot } from "./queries";

const NO_RATES: RateSnapshot = { fixed: null, variable: null };

/** The built-in engine: the best knowledge-base entry, with today's rates read only when it quotes them. */
export async function builtInAnswer(db: Database, question: string): Promise<EngineAnswer> {
  const match = matchQuestion(question);
  if (!match) return FALLBACK_ANSWER;
  const rates = typeof match.entry.answer === "function" ? await loadRateSnapshot(db) : NO_RATES;
  return { entryId: match.entry.id, text: answerText(match.entry, rates) };
}
