/** Which rates a question asks for: a province (by name or code) and a term, read from its words. */
import { PROVINCES, provinceName, type ProvinceCode, type ProvinceName } from "../constants";
import type { QuotedRate, RateSnapshot } from "./entry";

export interface RateRequest {
  province: ProvinceName | null;
  /** A term as the rates table writes it ("5 year"), or null for any term. */
  term: string | null;
}

/** Everyday names beside the official ones; matched on the question without accents, in lower case. */
const PROVINCE_ALIASES: ReadonlyArray<readonly [RegExp, ProvinceName]> = [
  ...PROVINCES.map(({ name }) => [new RegExp(`\\b${name.toLowerCase()}\\b`), name] as const),
  [/\bnewfoundland\b|\blabrador\b/, "Newfoundland and Labrador"],
  [/\bpei\b/, "Prince Edward Island"],
  [/\bnwt\b/, "Northwest Territories"],
  [/\bb\.?c\b/, "British Columbia"],
  // Their French names, in a French question.
  [/\bcolombie[-\s]britannique\b/, "British Columbia"],
  [/\bnouvelle[-\s]ecosse\b/, "Nova Scotia"],
  [/\bnouveau[-\s]brunswick\b/, "New Brunswick"],
  [/\bile[-\s]du[-\s]prince[-\s]edouard\b|\bipe\b/, "Prince Edward Island"],
  [/\bterre[-\s]neuve\b/, "Newfoundland and Labrador"],
  [/\bterritoires du nord[-\s]ouest\b/, "Northwest Territories"],
];

/** Two-letter codes count only in capitals: "ON" is Ontario, "on" is a word. */
const PROVINCE_CODE = new RegExp(`\\b(${PROVINCES.map(({ code }) => code).join("|")})\\b`);

/** "5 year", "5-yr", and in French "5 ans", "1 an". */
const TERM = /\b(\d{1,2})[\s-]*(?:year|yr|an)s?\b/i;

function plain(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function provinceInQuestion(question: string): ProvinceName | null {
  const words = plain(question);
  const named = PROVINCE_ALIASES.find(([pattern]) => pattern.test(words));
  if (named) return named[1];
  const code = PROVINCE_CODE.exec(question)?.[1];
  return PROVINCES.find((province) => province.code === code)?.name ?? null;
}

/**
 * The rates a question asks for: the province it names, else the one the visitor chose on the site (its
 * two-letter code), else none (every province compared); the term it names, else any.
 */
export function rateRequest(question: string, chosenProvince: ProvinceCode | null = null): RateRequest {
  const years = TERM.exec(question)?.[1];
  return {
    province:
      provinceInQuestion(question) ?? (chosenProvince ? (provinceName(chosenProvince) ?? null) : null),
    term: years ? `${Number(years)} year` : null,
  };
}

function lowest(rates: readonly QuotedRate[], rateType: QuotedRate["rateType"], term: string | null) {
  const ofType = rates.filter((rate) => rate.rateType === rateType);
  const ofTerm = ofType.filter((rate) => rate.term === term);
  const candidates = ofTerm.length > 0 ? ofTerm : ofType;
  return candidates.reduce<QuotedRate | null>(
    (best, rate) => (best === null || rate.ourRate < best.ourRate ? rate : best),
    null,
  );
}

/**
 * The lowest fixed and the lowest variable rate among `shown`, the rates the rates page shows for the
 * province asked (its own, or the National ones standing in: the server reads them with the rates page's
 * own query), or every active rate when no province is asked; of the term asked for when it is on offer.
 */
export function bestRates(shown: readonly QuotedRate[], term: string | null): RateSnapshot {
  return { fixed: lowest(shown, "fixed", term), variable: lowest(shown, "variable", term) };
}
