import type { Locale } from "../../i18n/locale";
import type { KnowledgeEntry } from "./entry";
import { knowledgeBase } from "./knowledge-base";
import { termsWithPairs } from "./normalize";

/** BM25 parameters: k1 saturates repeated terms, b lightly evens out entries of different length. */
const K1 = 1.2;
const B = 0.5;
/** Keywords say most about a topic, so they count more than example phrases. */
const KEYWORD_WEIGHT = 3;
const SYNONYM_WEIGHT = 2;
/** Below this score the question is not about any entry and the fallback answer is given. */
export const MATCH_THRESHOLD = 2.5;

interface IndexedEntry {
  entry: KnowledgeEntry;
  counts: Map<string, number>;
  length: number;
}

export interface MatchIndex {
  /** The language of the entries, whose rules read the questions matched against them. */
  language: Locale;
  entries: IndexedEntry[];
  idf: Map<string, number>;
  averageLength: number;
}

/**
 * Terms of `texts` repeated `weight` times. In a phrase of several words the weight goes to its word
 * pairs, so "first time" points at first-time buyers while "time" alone does not.
 */
function weighted(texts: readonly string[], weight: number, language: Locale): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const words = termsWithPairs(text, language);
    const pairs = words.filter((word) => word.includes("_"));
    out.push(...words);
    const heavy = pairs.length > 0 ? pairs : words;
    for (let i = 1; i < weight; i += 1) out.push(...heavy);
  }
  return out;
}

export function buildIndex(entries: readonly KnowledgeEntry[], language: Locale = "en-CA"): MatchIndex {
  const indexed = entries.map((entry) => {
    const words = [
      ...weighted([entry.title, ...entry.phrases], 1, language),
      ...weighted(entry.keywords, KEYWORD_WEIGHT, language),
      ...weighted(entry.synonyms, SYNONYM_WEIGHT, language),
    ];
    const counts = new Map<string, number>();
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    return { entry, counts, length: words.length };
  });
  const documentFrequency = new Map<string, number>();
  for (const { counts } of indexed) {
    for (const word of counts.keys()) documentFrequency.set(word, (documentFrequency.get(word) ?? 0) + 1);
  }
  const n = indexed.length;
  const idf = new Map<string, number>();
  for (const [word, df] of documentFrequency) idf.set(word, Math.log(1 + (n - df + 0.5) / (df + 0.5)));
  const averageLength = indexed.reduce((sum, e) => sum + e.length, 0) / Math.max(1, n);
  return { language, entries: indexed, idf, averageLength };
}

function score(index: MatchIndex, doc: IndexedEntry, query: readonly string[]): number {
  let total = 0;
  for (const word of new Set(query)) {
    const tf = doc.counts.get(word);
    if (!tf) continue;
    const norm = tf + K1 * (1 - B + (B * doc.length) / index.averageLength);
    total += (index.idf.get(word) ?? 0) * ((tf * (K1 + 1)) / norm);
  }
  return total;
}

export interface Match {
  entry: KnowledgeEntry;
  score: number;
}

/**
 * The entries scoring above the threshold, best first, at most `limit`; on equal scores the entry
 * listed first in the knowledge base comes first.
 */
export function rankEntries(question: string, limit: number, index: MatchIndex = indexFor("en-CA")): Match[] {
  const query = termsWithPairs(question, index.language);
  if (query.length === 0) return [];
  return index.entries
    .map((doc) => ({ entry: doc.entry, score: score(index, doc, query) }))
    .filter((match) => match.score >= MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** The best-scoring entry for the question, or null when nothing scores above the threshold. */
export function matchQuestion(question: string, index: MatchIndex = indexFor("en-CA")): Match | null {
  return rankEntries(question, 1, index)[0] ?? null;
}

const indexes = new Map<Locale, MatchIndex>();

/** The index of the knowledge base in `language`, built once. */
export function indexFor(language: Locale): MatchIndex {
  let index = indexes.get(language);
  if (!index) {
    index = buildIndex(knowledgeBase(language), language);
    indexes.set(language, index);
  }
  return index;
}

/**
 * The entries answering `question` in `language`, best first. A question that only the other
 * language's words reach (an English term in a French question, "MIC" or "FHSA") is ranked against
 * that language's entries and answered with the same topics in `language`.
 */
export function rankInLanguage(question: string, limit: number, language: Locale): Match[] {
  const own = rankEntries(question, limit, indexFor(language));
  if (own.length > 0) return own;
  const other = rankEntries(question, limit, indexFor(language === "fr-CA" ? "en-CA" : "fr-CA"));
  const entries = knowledgeBase(language);
  return other.flatMap(({ entry, score }) => {
    const same = entries.find((candidate) => candidate.id === entry.id);
    return same ? [{ entry: same, score }] : [];
  });
}
