/**
 * What the closing-cost answers (land transfer tax, mortgage insurance) share: figures written in the
 * answer's language by the platform's formats (`$1,234.56` / `1 234,56 $`, `4.04%` / `4,04 %`), where
 * the home is in words, and whether the question is a first-time buyer's.
 */
import type { ProvinceCode } from "../constants";
import { formatCurrency, formatPercent } from "../format";
import { provinceLabel } from "../province-labels";
import type { City } from "../closing-costs/land-transfer-tax-tables";
import type { Locale } from "../../i18n/locale";

/** Dollars to the cent, as the calculators show them. */
export function cents(dollars: number, language: Locale): string {
  return formatCurrency(dollars, 2, language);
}

/** A price or down payment as the visitor gave it: whole dollars unless it has cents. */
export function dollars(amount: number, language: Locale): string {
  return formatCurrency(amount, Number.isInteger(amount) ? 0 : 2, language);
}

/** A rate with as many decimals as it needs, up to two: `8%`, `3.10%`... written the language's way. */
export function percent(value: number, language: Locale, fractionDigits?: number): string {
  const digits = fractionDigits ?? (Number.isInteger(value) ? 0 : 2);
  return formatPercent(value, digits, language);
}

/**
 * « en Ontario », « au Québec », « à l’Île-du-Prince-Édouard »: French puts a province after the
 * preposition its gender and first letter call for.
 */
const IN_PROVINCE_FR: Record<ProvinceCode, string> = {
  AB: "en",
  BC: "en",
  MB: "au",
  NB: "au",
  NL: "à",
  NT: "dans les",
  NS: "en",
  NU: "au",
  ON: "en",
  PE: "à l’",
  QC: "au",
  SK: "en",
  YT: "au",
};

const CITY_NAMES: Record<City, Record<Locale, string>> = {
  toronto: { "en-CA": "Toronto", "fr-CA": "Toronto" },
  montreal: { "en-CA": "Montréal", "fr-CA": "Montréal" },
  "quebec-city": { "en-CA": "Québec City", "fr-CA": "Québec" },
};

/** The province's name, in `language`. */
export function provinceIn(province: ProvinceCode, language: Locale): string {
  return provinceLabel(province, language) ?? province;
}

/** "in Toronto, Ontario", "in the Northwest Territories"; « à Toronto (Ontario) », « au Québec ». */
export function inPlace(province: ProvinceCode, city: City | null, language: Locale): string {
  const name = provinceIn(province, language);
  if (language === "fr-CA") {
    if (city) return `à ${CITY_NAMES[city][language]} (${name})`;
    const preposition = IN_PROVINCE_FR[province];
    return preposition.endsWith("’") ? `${preposition}${name}` : `${preposition} ${name}`;
  }
  if (city) return `in ${CITY_NAMES[city][language]}, ${name}`;
  return province === "NT" ? `in the ${name}` : `in ${name}`;
}

/**
 * The question says the buyer is buying a first home ("first-time buyer", « premier achat »), in either
 * language: a French question may well say "first-time buyer".
 */
const FIRST_TIME =
  /\bfirst[-\s]?time\b|\bfirst (?:home|house|condo|property)\b|\bftb\b|\bnever owned\b|\bpremiers? achats?\b|\bpremier(?:e|s|es)? acheteu(?:r|se|rs|ses)\b|\bpremiere (?:maison|propriete|habitation)\b|\bpremier (?:condo|logement)\b|\bjamais ete proprietaire\b/i;

/** ...unless it says the opposite ("not a first-time buyer", « pas un premier acheteur »). */
const NOT_FIRST_TIME =
  /\b(?:not|isn['’]t|aren['’]t|no longer) (?:a |my |our )?first[-\s]?time\b|\b(?:pas|plus) (?:un |une |mon |notre |de )?premi(?:er|ere)s?\b/i;

/** Accents folded, so « première » and « premiere » read the same. */
export function plain(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}

export function isFirstTimeBuyer(question: string): boolean {
  const text = plain(question);
  return FIRST_TIME.test(text) && !NOT_FIRST_TIME.test(text);
}

/** A link to a page of the site in the chat's Markdown: `[label](/path?query)`. */
export function markdownLink(label: string, href: string): string {
  return `[${label}](${href})`;
}

/**
 * An answer's paragraphs and lists as the chat's Markdown reads them: a blank line between blocks, so the
 * sentence after a list is not read as part of its last item. A block given as a list is a bulleted list.
 */
export function markdownBlocks(blocks: ReadonlyArray<string | readonly string[]>): string {
  return blocks
    .filter((block) => block.length > 0)
    .map((block) => (typeof block === "string" ? block : block.map((item) => `- ${item}`).join("\n")))
    .join("\n\n");
}
