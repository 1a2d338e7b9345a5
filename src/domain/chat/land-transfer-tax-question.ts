/**
 * "Land transfer tax on a $750k condo in Toronto, first-time buyer?": the land transfer tax calculator's own
 * figures (landTransferTax) for a price and a province or city given in the question, or the visitor's chosen
 * province, with the levies named, the first-time buyer relief, the net and a link to the filled-in calculator.
 * Without a province it asks for one.
 */
import type { Locale } from "../../i18n/locale";
import { pathInLocale } from "../../i18n/locale";
import type { ProvinceCode } from "../constants";
import { landTransferTaxCalculatorLink } from "../closing-costs/closing-costs-query";
import {
  dueAtClosingCents,
  landTransferTax,
  reliefClaimedLater,
  type LandTransferTaxInput,
  type LandTransferTaxResult,
  type LevyResult,
} from "../closing-costs/land-transfer-tax";
import { JURISDICTIONS, type City, type FirstTimeRelief } from "../closing-costs/land-transfer-tax-tables";
import { MAX_PRICE } from "../mortgage/schemas";
import { figuresIn, isAmount } from "./amounts";
import { GENERAL_INFO_NOTE, GENERAL_INFO_NOTE_FR, type KnowledgeEntry } from "./entry";
import {
  cents,
  dollars,
  inPlace,
  isFirstTimeBuyer,
  markdownBlocks,
  markdownLink,
  plain,
  provinceIn,
} from "./figure-texts";
import { placeInQuestion } from "./place-question";

/** What a land transfer tax question gives; the province may still be missing. */
export interface LandTransferTaxQuestion {
  price: number;
  province: ProvinceCode | null;
  city: City | null;
  firstTime: boolean;
}

/**
 * The words that ask about the tax (or the registration fees some provinces charge instead), in either
 * language: « land transfer tax » is common in a French question from Ontario.
 */
const ASKS =
  /\bland transfer\b|\btransfer tax|\bltt\b|\bmltt\b|\bptt\b|\bwelcome tax\b|\btransfer dut(?:y|ies)\b|\bdeed transfer\b|\bland title(?:s)? (?:transfer )?fees?\b|\bregistration fees?\b|\bdroits? de (?:mutation|cession)\b|\btaxe (?:de|sur (?:le|les)) (?:bienvenue|mutation|transferts?)\b|\bfrais d['’]enregistrement\b|\bdroits? d['’]enregistrement\b/i;

/** The question's price, place and first-time status, or null unless it asks about the tax and gives a price. */
export function landTransferTaxQuestion(question: string): LandTransferTaxQuestion | null {
  if (!ASKS.test(plain(question))) return null;
  // The price is the largest amount: a down payment or a mortgage named beside it is always smaller.
  const price = Math.max(
    ...figuresIn(question)
      .filter(isAmount)
      .map((figure) => figure.value),
    -Infinity,
  );
  if (price <= 0 || price > MAX_PRICE) return null;
  return { price, ...placeInQuestion(question), firstTime: isFirstTimeBuyer(question) };
}

/** The calculator's inputs for a question whose province is known. */
export function landTransferTaxInputFor(
  asked: LandTransferTaxQuestion & { province: ProvinceCode },
): LandTransferTaxInput {
  return {
    price: asked.price,
    province: asked.province,
    ...(asked.city ? { city: asked.city } : {}),
    firstTime: asked.firstTime,
  };
}

/**
 * Each levy's name, by its id in land-transfer-tax-tables.ts: the calculators' own names (their catalogue's
 * `closing-costs.levy.*`, which the unit test compares), kept here because the assistant's answers are built
 * without the catalogues.
 */
export const LEVY_NAMES: Record<string, Record<Locale, string>> = {
  "ab-land-title-transfer": {
    "en-CA": "Alberta land title transfer fee",
    "fr-CA": "Frais de transfert de titre foncier de l’Alberta",
  },
  "ab-mortgage-registration": {
    "en-CA": "Alberta mortgage registration fee",
    "fr-CA": "Frais d’enregistrement d’hypothèque de l’Alberta",
  },
  "bc-property-transfer-tax": {
    "en-CA": "British Columbia property transfer tax",
    "fr-CA": "Taxe sur les transferts de propriété de la Colombie-Britannique",
  },
  "mb-land-transfer-tax": {
    "en-CA": "Manitoba land transfer tax",
    "fr-CA": "Droits de mutation immobilière du Manitoba",
  },
  "nb-real-property-transfer-tax": {
    "en-CA": "New Brunswick real property transfer tax",
    "fr-CA": "Taxe sur le transfert des biens réels du Nouveau-Brunswick",
  },
  "nl-deed-registration": {
    "en-CA": "Newfoundland and Labrador deed registration fee",
    "fr-CA": "Frais d’enregistrement d’acte de Terre-Neuve-et-Labrador",
  },
  "ns-deed-transfer-tax": {
    "en-CA": "Nova Scotia deed transfer tax (Halifax rate)",
    "fr-CA": "Taxe sur le transfert d’actes de la Nouvelle-Écosse (taux d’Halifax)",
  },
  "on-land-transfer-tax": {
    "en-CA": "Ontario land transfer tax",
    "fr-CA": "Droits de cession immobilière de l’Ontario",
  },
  "pe-real-property-transfer-tax": {
    "en-CA": "Prince Edward Island real property transfer tax",
    "fr-CA": "Taxe sur le transfert de biens réels de l’Île-du-Prince-Édouard",
  },
  "qc-transfer-duties": {
    "en-CA": "Québec transfer duties (welcome tax)",
    "fr-CA": "Droits de mutation immobilière du Québec (taxe de bienvenue)",
  },
  "sk-title-transfer": {
    "en-CA": "Saskatchewan title transfer fee",
    "fr-CA": "Frais de transfert de titre de la Saskatchewan",
  },
  "toronto-municipal-land-transfer-tax": {
    "en-CA": "Toronto municipal land transfer tax",
    "fr-CA": "Droits de cession immobilière municipaux de Toronto",
  },
  "montreal-transfer-duties": {
    "en-CA": "Montréal transfer duties (welcome tax)",
    "fr-CA": "Droits de mutation immobilière de Montréal (taxe de bienvenue)",
  },
  "quebec-city-transfer-duties": {
    "en-CA": "Québec City transfer duties (welcome tax)",
    "fr-CA": "Droits de mutation immobilière de la Ville de Québec (taxe de bienvenue)",
  },
};

function levyName(levy: LevyResult, language: Locale): string {
  return LEVY_NAMES[levy.levy.id]?.[language] ?? levy.levy.id;
}

type ReliefType = Exclude<FirstTimeRelief["type"], "none">;

/** The words each language says every figure answer with. */
interface Texts {
  asksProvince: (price: string, link: string) => string;
  heading: (price: string, place: string, firstTime: boolean) => string;
  feesInstead: (province: string) => string;
  /** `plural` for the Northwest Territories, which French agrees in the plural. */
  noTax: (province: string, plural: boolean) => string;
  levyLine: (name: string, tax: string) => string;
  reliefLine: (name: string, tax: string, type: ReliefType, relief: string, net: string) => string;
  total: (tax: string, relief: string, net: string) => string;
  mortgageFees: (names: string) => string;
  firstTimeWouldSave: (relief: string, net: string) => string;
  /** Québec's relief: the duties are paid in full at closing and the credit comes back through the tax return. */
  creditClaimedLater: (dueAtClosing: string, credit: string, net: string) => string;
  link: (link: string) => string;
  note: string;
}

const RELIEF_EN: Record<ReliefType, string> = {
  full: "first-time buyer exemption",
  capped: "first-time buyer rebate",
  "phase-out": "first-time home buyers’ exemption",
  "tax-credit": "first-time buyer tax credit",
};

/** With their articles: « moins le remboursement », « moins l’exemption ». */
const RELIEF_FR: Record<ReliefType, string> = {
  full: "l’exemption pour premier acheteur",
  capped: "le remboursement pour premier acheteur",
  "phase-out": "l’exemption pour premier acheteur",
  "tax-credit": "le crédit d’impôt pour premier acheteur",
};

const TEXTS: Record<Locale, Texts> = {
  "en-CA": {
    asksProvince: (price, link) =>
      `Land transfer tax depends on the province or territory (and in Toronto, Montréal and Québec City, the city). For your purchase price of ${price}, which province or territory is the home in? Tell me, or choose it in ${markdownLink("the land transfer tax calculator", link)}.`,
    heading: (price, place, firstTime) =>
      `Land transfer tax on a purchase price of ${price} ${place}${firstTime ? ", for a first-time buyer" : ""}, from the land transfer tax calculator:`,
    feesInstead: (province) =>
      `${province} has no land transfer tax; it charges land title registration fees instead:`,
    noTax: (province, plural) =>
      `${province} ${plural ? "have" : "has"} no land transfer tax. The land titles office charges small registration fees, which the calculator does not compute.`,
    levyLine: (name, tax) => `${name}: ${tax}`,
    reliefLine: (name, tax, type, relief, net) =>
      `${name}: ${tax}, less the ${RELIEF_EN[type]} of ${relief} = ${net}`,
    total: (tax, relief, net) => `Total: ${tax}, less ${relief} of first-time buyer relief = ${net} to pay.`,
    mortgageFees: (names) =>
      `Also charged on the amount of your mortgage: the ${names}. The calculator computes it once you enter the mortgage amount.`,
    firstTimeWouldSave: (relief, net) =>
      `If you are a first-time buyer, the relief would be ${relief}, for a net cost of ${net}.`,
    creditClaimedLater: (dueAtClosing, credit, net) =>
      `Paid at closing: ${dueAtClosing}. Québec’s first-time buyer relief is a refundable tax credit of ${credit}, claimed in your income tax return, for a net cost of ${net}.`,
    link: (link) =>
      `See the working bracket by bracket in ${markdownLink("the land transfer tax calculator", link)}.`,
    note: GENERAL_INFO_NOTE,
  },
  "fr-CA": {
    asksProvince: (price, link) =>
      `Les droits de mutation immobilière dépendent de la province ou du territoire (et, à Toronto, à Montréal et à Québec, de la ville). Pour un prix d’achat de ${price}, dans quelle province ou quel territoire se trouve la propriété\u00a0? Indiquez-le-moi, ou choisissez-le dans ${markdownLink("la calculatrice des droits de mutation", link)}.`,
    heading: (price, place, firstTime) =>
      `Droits de mutation immobilière sur une propriété de ${price} ${place}${firstTime ? " pour un premier acheteur" : ""}, selon la calculatrice des droits de mutation\u00a0:`,
    feesInstead: (province) =>
      `${province} n’a pas de droits de mutation immobilière; des droits d’enregistrement au registre foncier sont exigés à la place\u00a0:`,
    noTax: (province, plural) =>
      `${province} ${plural ? "n’ont" : "n’a"} pas de droits de mutation immobilière. Le bureau d’enregistrement des titres fonciers exige de modestes droits d’enregistrement, que la calculatrice ne calcule pas.`,
    levyLine: (name, tax) => `${name}\u00a0: ${tax}`,
    reliefLine: (name, tax, type, relief, net) =>
      `${name}\u00a0: ${tax}, moins ${RELIEF_FR[type]} de ${relief} = ${net}`,
    total: (tax, relief, net) =>
      `Total\u00a0: ${tax}, moins ${relief} d’allègement pour premier acheteur = ${net} à payer.`,
    mortgageFees: (names) =>
      `S’ajoutent, sur le montant de votre prêt hypothécaire, les ${names.charAt(0).toLowerCase()}${names.slice(1)}. La calculatrice les calcule une fois ce montant saisi.`,
    firstTimeWouldSave: (relief, net) =>
      `Si vous êtes un premier acheteur, l’allègement serait de ${relief}, pour un coût net de ${net}.`,
    creditClaimedLater: (dueAtClosing, credit, net) =>
      `Payé à la clôture\u00a0: ${dueAtClosing}. Au Québec, l’allègement pour premier acheteur est un crédit d’impôt remboursable de ${credit}, demandé dans votre déclaration de revenus, pour un coût net de ${net}.`,
    link: (link) =>
      `Consultez le calcul tranche par tranche dans ${markdownLink("la calculatrice des droits de mutation", link)}.`,
    note: GENERAL_INFO_NOTE_FR,
  },
};

/** The province's name as a sentence starts with it: « L’Ontario », "Alberta". */
function provinceSubject(province: ProvinceCode, language: Locale): string {
  const name = provinceIn(province, language);
  if (language === "en-CA") return province === "NT" ? `The ${name}` : name;
  const articles: Partial<Record<ProvinceCode, string>> = {
    AB: "L’",
    NL: "",
    NT: "Les ",
    NU: "Le ",
    ON: "L’",
    SK: "La ",
    YT: "Le ",
  };
  return `${articles[province] ?? ""}${name}`;
}

function leviesLines(result: LandTransferTaxResult, language: Locale): string[] {
  const texts = TEXTS[language];
  return result.levies.map((levy) => {
    const name = levyName(levy, language);
    const tax = cents(levy.taxCents / 100, language);
    if (levy.rebateCents === 0 || levy.levy.firstTimeRelief.type === "none") return texts.levyLine(name, tax);
    return texts.reliefLine(
      name,
      tax,
      levy.levy.firstTimeRelief.type,
      cents(levy.rebateCents / 100, language),
      cents(levy.netCents / 100, language),
    );
  });
}

/** The answer to a question whose province is known: the calculator's figures, levy by levy. */
export function landTransferTaxAnswer(
  asked: LandTransferTaxQuestion & { province: ProvinceCode },
  language: Locale = "en-CA",
): string {
  const texts = TEXTS[language];
  const input = landTransferTaxInputFor(asked);
  const result = landTransferTax(input);
  const link = pathInLocale(
    landTransferTaxCalculatorLink({
      price: input.price,
      province: input.province,
      city: input.city,
      firstTime: input.firstTime,
    }),
    language,
  );
  const jurisdiction = JURISDICTIONS[input.province];
  const place = inPlace(input.province, asked.city, language);
  const blocks: (string | string[])[] = [
    texts.heading(dollars(input.price, language), place, input.firstTime),
  ];
  if (!jurisdiction.landTransferTax && jurisdiction.registrationFees === "not-computed") {
    blocks.push(texts.noTax(provinceSubject(input.province, language), input.province === "NT"));
  } else {
    if (!jurisdiction.landTransferTax)
      blocks.push(texts.feesInstead(provinceSubject(input.province, language)));
    blocks.push(leviesLines(result, language));
    if (reliefClaimedLater(result)) {
      blocks.push(
        texts.creditClaimedLater(
          cents(dueAtClosingCents(result) / 100, language),
          cents(result.rebateCents / 100, language),
          cents(result.netCents / 100, language),
        ),
      );
    } else if (result.rebateCents > 0) {
      blocks.push(
        texts.total(
          cents(result.taxCents / 100, language),
          cents(result.rebateCents / 100, language),
          cents(result.netCents / 100, language),
        ),
      );
    }
    if (result.needsMortgageAmount.length > 0) {
      const names = result.needsMortgageAmount.map((levy) => LEVY_NAMES[levy.id]?.[language] ?? levy.id);
      blocks.push(texts.mortgageFees(names.join(", ")));
    }
    if (!input.firstTime) {
      const asFirstTime = landTransferTax({ ...input, firstTime: true });
      if (asFirstTime.rebateCents > 0) {
        blocks.push(
          texts.firstTimeWouldSave(
            cents(asFirstTime.rebateCents / 100, language),
            cents(asFirstTime.netCents / 100, language),
          ),
        );
      }
    }
  }
  blocks.push(texts.link(link), texts.note);
  return markdownBlocks(blocks);
}

/** The question to ask back when no province is known: where the home is, with the calculator's link. */
export function landTransferTaxProvinceQuestion(asked: LandTransferTaxQuestion, language: Locale = "en-CA") {
  const link = pathInLocale(
    landTransferTaxCalculatorLink({ price: asked.price, firstTime: asked.firstTime }),
    language,
  );
  return TEXTS[language].asksProvince(dollars(asked.price, language), link);
}

export const LAND_TRANSFER_TAX_ENTRY_ID = "land-transfer-tax-figures";

/**
 * The calculator's answer to the question as a knowledge-base entry in `language`, the visitor's chosen
 * province standing in when the question names none.
 */
export function landTransferTaxEntry(
  question: string,
  language: Locale = "en-CA",
  chosenProvince: ProvinceCode | null = null,
): KnowledgeEntry | null {
  const asked = landTransferTaxQuestion(question);
  if (!asked) return null;
  const province = asked.province ?? chosenProvince;
  return {
    id: LAND_TRANSFER_TAX_ENTRY_ID,
    title:
      language === "fr-CA"
        ? "Les résultats de la calculatrice des droits de mutation immobilière pour cette question"
        : "The land transfer tax calculator's figures for this question",
    phrases: [],
    keywords: [],
    synonyms: [],
    answer: province
      ? landTransferTaxAnswer({ ...asked, province }, language)
      : landTransferTaxProvinceQuestion(asked, language),
  };
}
