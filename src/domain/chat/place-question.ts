/**
 * Where the home in a question is: a province or territory named in either language ("Ontario",
 * "la Colombie-Britannique", "BC"), or a city that tells it ("Toronto", "Vancouver"). Toronto, Montréal
 * and Québec City also have their own land transfer taxes, so those three are kept as cities too.
 */
import { provinceCode, type ProvinceCode } from "../constants";
import type { City } from "../closing-costs/land-transfer-tax-tables";
import { provinceInQuestion } from "./rate-request";

export interface Place {
  province: ProvinceCode | null;
  /** One of the cities with a land transfer tax of their own, when the question names it. */
  city: City | null;
}

/** The cities with their own tax; matched on the question in lower case, accents kept for « à Québec ». */
const TAXING_CITIES: ReadonlyArray<readonly [RegExp, City, ProvinceCode]> = [
  [/\btoronto\b/, "toronto", "ON"],
  [/\bmontr[eé]al\b/, "montreal", "QC"],
  // "Québec City", "ville de Québec", and in French « à Québec » (the city; the province is « au Québec »).
  [
    /\bqu[eé]bec city\b|\bcity of qu[eé]bec\b|\bville de qu[eé]bec\b|(?:^|\s)à qu[eé]bec\b/,
    "quebec-city",
    "QC",
  ],
];

/** Large cities that only tell the province: their buyers pay the province's tax. */
const OTHER_CITIES: ReadonlyArray<readonly [RegExp, ProvinceCode]> = [
  [/\b(?:vancouver|victoria|surrey|burnaby|kelowna)\b/, "BC"],
  [/\b(?:calgary|edmonton)\b/, "AB"],
  [/\b(?:regina|saskatoon)\b/, "SK"],
  [/\bwinnipeg\b/, "MB"],
  [/\b(?:ottawa|mississauga|brampton|hamilton|markham|vaughan|kitchener|waterloo)\b/, "ON"],
  [/\b(?:laval|gatineau|longueuil|sherbrooke)\b/, "QC"],
  [/\b(?:moncton|fredericton|saint john)\b/, "NB"],
  [/\bhalifax\b/, "NS"],
  [/\bcharlottetown\b/, "PE"],
  [/\bst\.? john['’]s\b/, "NL"],
  [/\bwhitehorse\b/, "YT"],
  [/\byellowknife\b/, "NT"],
  [/\biqaluit\b/, "NU"],
];

/**
 * The question's place. A taxing city counts only when nothing else places the home elsewhere: "in
 * Mississauga near Toronto" or "moving from Toronto to Vancouver" are not Toronto purchases, while
 * "Toronto, Ontario" is.
 */
export function placeInQuestion(question: string): Place {
  const lower = question.toLowerCase();
  const named = provinceInQuestion(question);
  const namedProvince = named ? (provinceCode(named) ?? null) : null;
  const other = OTHER_CITIES.find(([pattern]) => pattern.test(lower));
  const taxing = TAXING_CITIES.find(([pattern]) => pattern.test(lower));
  if (taxing && !other && (namedProvince === null || namedProvince === taxing[2])) {
    return { province: taxing[2], city: taxing[1] };
  }
  return { province: namedProvince ?? other?.[1] ?? null, city: null };
}
