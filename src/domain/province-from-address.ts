/** The province or territory of a Canadian postal address, for showing a broker's own rates first. */
import { PROVINCES, type ProvinceCode } from "./constants";

/** French names, and the other spellings Canadians write, beside the English names of PROVINCES. */
const OTHER_NAMES: readonly (readonly [string, ProvinceCode])[] = [
  ["Colombie Britannique", "BC"],
  ["Nouveau Brunswick", "NB"],
  ["Terre Neuve et Labrador", "NL"],
  ["Terre Neuve", "NL"],
  ["Newfoundland", "NL"],
  ["Territoires du Nord Ouest", "NT"],
  ["Nouvelle Ecosse", "NS"],
  ["Ile du Prince Edouard", "PE"],
  ["PEI", "PE"],
];

/** Canada Post's two-letter codes, and PQ, Québec's code before 1990 that old letterheads still carry. */
const CODES: readonly (readonly [string, ProvinceCode])[] = [
  ...PROVINCES.map(({ code }) => [code, code] as const),
  ["PQ", "QC"],
];

/**
 * The first letter of a postal code names the province (Canada Post); X is shared by Nunavut and the
 * Northwest Territories, so it names neither.
 */
const POSTAL_AREAS: Readonly<Record<string, ProvinceCode>> = {
  A: "NL",
  B: "NS",
  C: "PE",
  E: "NB",
  G: "QC",
  H: "QC",
  J: "QC",
  K: "ON",
  L: "ON",
  M: "ON",
  N: "ON",
  P: "ON",
  R: "MB",
  S: "SK",
  T: "AB",
  V: "BC",
  Y: "YT",
};

const POSTAL_CODE = /\b([A-Z])\d[A-Z] ?\d[A-Z]\d\b/gi;

interface Match {
  code: ProvinceCode;
  end: number;
}

function escapeWords(name: string): string {
  return name
    .split(/[\s-]+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\s-]+");
}

const NAME_PATTERNS = [...PROVINCES.map(({ name, code }) => [name, code] as const), ...OTHER_NAMES].map(
  ([name, code]) => ({ pattern: new RegExp(`\\b${escapeWords(name)}\\b`, "gi"), code }),
);
// Codes are matched in capitals only, so that the word "on" in a street line is not Ontario.
const CODE_PATTERNS = CODES.map(([letters, code]) => ({
  pattern: new RegExp(`\\b${letters}\\b`, "g"),
  code,
}));

function matches(text: string, patterns: readonly { pattern: RegExp; code: ProvinceCode }[]): Match[] {
  return patterns.flatMap(({ pattern, code }) =>
    [...text.matchAll(pattern)].map((found) => ({ code, end: found.index + found[0].length })),
  );
}

/**
 * The province an address names, by its two-letter code or its name in English or French, accents or
 * not; else the one its postal code implies; undefined when it gives neither. When several are named
 * the last one wins, because the province follows the street and the city ("Rue Ontario Est, Montréal,
 * QC" is in Québec).
 */
export function provinceFromAddress(address: string | null | undefined): ProvinceCode | undefined {
  if (!address) return undefined;
  const plain = address.normalize("NFD").replace(/\p{Diacritic}/gu, "");
  const named = [...matches(plain, NAME_PATTERNS), ...matches(plain, CODE_PATTERNS)];
  if (named.length > 0) return named.reduce((last, match) => (match.end > last.end ? match : last)).code;
  const postalCodes = [...plain.matchAll(POSTAL_CODE)];
  const area = postalCodes.at(-1)?.[1]?.toUpperCase();
  return area ? POSTAL_AREAS[area] : undefined;
}
