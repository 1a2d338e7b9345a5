/** The shape of a knowledge-base entry and what its answers are built from. */

/** One active rate as the rates answer quotes it. */
export interface QuotedRate {
  term: string;
  rateType: "fixed" | "variable";
  province: string;
  ourRate: number;
  postedRate: number;
}

/** Today's best active rates, read from the database by the server before answering. */
export interface RateSnapshot {
  fixed: QuotedRate | null;
  variable: QuotedRate | null;
}

export interface KnowledgeEntry {
  id: string;
  title: string;
  /** Questions visitors ask about the topic, in their words. */
  phrases: string[];
  /** Words and short phrases that point at the topic. */
  keywords: string[];
  /** Other names for the topic (abbreviations, everyday words). */
  synonyms: string[];
  /** Plain text; the rates entry builds its answer from today's rates. */
  answer: string | ((rates: RateSnapshot) => string);
}

/** Closing line of answers that depend on a visitor's own situation. */
export const GENERAL_INFO_NOTE =
  "This is general information, not financial advice. Share your name and email or phone number here and a licensed mortgage agent will follow up with advice for your situation.";

/** The same closing line on the French site: « courriel », a licensed broker, vouvoiement. */
export const GENERAL_INFO_NOTE_FR =
  "Ceci est de l’information générale, et non un conseil financier. Laissez ici votre nom et votre courriel ou votre numéro de téléphone, et un courtier hypothécaire autorisé communiquera avec vous pour vous conseiller selon votre situation.";

/** The entry's answer as plain text. */
export function answerText(entry: KnowledgeEntry, rates: RateSnapshot): string {
  return typeof entry.answer === "function" ? entry.answer(rates) : entry.answer;
}
