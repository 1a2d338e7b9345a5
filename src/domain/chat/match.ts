import type { KnowledgeEntry } from "./entry";
import { KNOWLEDGE_BASE } from "./knowledge-base";
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
  entries: IndexedEntry[];
  idf: Map<string, number>;
  averageLength: number;
}

/**
 * Terms of `texts` repeated `weight` times. In a phrase of several words the weight goes to its word
 * pairs, so "first time" points at first-time buyers while "time" alone does not.
 */
function weighted(texts: readonly string[], weight: number): string[] {
  const out: string[] = [];
  for (const text of texts) {
    const words = termsWithPairs(text);
    const pairs = words.filter((word) => word.includes("_"));
    out.push(...words);
    const heavy = pairs.length > 0 ? pairs : words;
    for (let i = 1; i < weight; i += 1) out.push(...heavy);
  }
  return out;
}

export function buildIndex(entries: readonly KnowledgeEntry[]): MatchIndex {
  const indexed = entries.map((entry) => {
    const words = [
      ...weighted([entry.title, ...entry.phrases], 1),
      ...weighted(entry.keywords, KEYWORD_WEIGHT),
      ...weighted(entry.synonyms, SYNONYM_WEIGHT),
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
  return { entries: indexed, idf, averageLength };
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
export function rankEntries(question: string, limit: number, index: MatchIndex = defaultIndex()): Match[] {
  const query = termsWithPairs(question);
  if (query.length === 0) return [];
  return index.entries
    .map((doc) => ({ entry: doc.entry, score: score(index, doc, query) }))
    .filter((match) => match.score >= MATCH_THRESHOLD)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** The best-scoring entry for the question, or null when nothing scores above the threshold. */
export function matchQuestion(question: string, index: MatchIndex = defaultIndex()): Match | null {
  return rankEntries(question, 1, index)[0] ?? null;
}

let cached: MatchIndex | undefined;

function defaultIndex(): MatchIndex {
  cached ??= buildIndex(KNOWLEDGE_BASE);
  return cached;
}
