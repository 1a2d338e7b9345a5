/**
 * "CMHC premium on a $600k home with 10% down?": the mortgage insurance calculator's own figures
 * (quoteMortgageInsurance) for a price and a down payment (an amount or a percentage) given in the
 * question: the premium and its rate, the mortgage with the premium added, the sales tax on the premium
 * where the province charges it, or why no premium applies; with a link to the filled-in calculator.
 * The province comes from the question or the visitor's choice; without one the answer gives the tax on the
 * premium in each province that charges it.
 */
import type { Locale } from "../../i18n/locale";
import { pathInLocale } from "../../i18n/locale";
import type { ProvinceCode } from "../constants";
import { mortgageInsuranceCalculatorLink } from "../closing-costs/closing-costs-query";
import {
  MORTGAGE_INSURANCE_RULES,
  quoteMortgageInsurance,
  type MortgageInsuranceInput,
  type MortgageInsuranceQuote,
} from "../closing-costs/cmhc";
import { INSURED_PRICE_CEILING, TIER_BREAK } from "../mortgage/down-payment";
import { roundCents } from "../mortgage/payment";
import { MAX_AMORTIZATION_YEARS, MAX_PRICE, MIN_AMORTIZATION_YEARS } from "../mortgage/schemas";
import { figuresIn, isAmount, type Figure } from "./amounts";
import { GENERAL_INFO_NOTE, GENERAL_INFO_NOTE_FR, type KnowledgeEntry } from "./entry";
import {
  cents,
  dollars,
  inPlace,
  isFirstTimeBuyer,
  markdownBlocks,
  markdownLink,
  percent,
  plain,
  provinceIn,
} from "./figure-texts";
import { placeInQuestion } from "./place-question";

/** The calculator's amortization when the question gives none. */
export const DEFAULT_INSURED_AMORTIZATION_YEARS = MORTGAGE_INSURANCE_RULES.standardMaxAmortizationYears;

export interface MortgageInsuranceQuestion {
  price: number;
  downPayment: number;
  amortizationYears: number;
  firstTimeBuyer: boolean;
  newBuild: boolean;
  province: ProvinceCode | null;
}

/** The words of a mortgage insurance question, in either language (a French question may say "CMHC"). */
const WORDS = {
  asks: /\bcmhc\b|\bmortgage (?:default |loan )?insurance\b|\bdefault insurance\b|\binsurance premium\b|\bsagen\b|\bcanada guaranty\b|\binsured mortgage\b|\bhigh[-\s]ratio\b|\bschl\b|\bassurance[-\s](?:pret[-\s])?hypothecaire\b|\bassurance[-\s]pret\b|\bprime d['’]assurance\b|\bpret assure\b/i,
  /** The words right after an amount or percentage that make it the down payment: "$60k down", « 10 % de mise de fonds ». */
  downPaymentAfter:
    /^\s*(?:down\b|deposit\b|saved\b|in savings\b|of savings\b|as (?:a |my |our )?down\b|(?:(?:de |d['’]|en )?(?:mise de fonds|mise|comptant|acompte|economies)\b|de cote\b))/i,
  /** The words right before it: "a down payment of $50,000", « une mise de fonds de 50 000 $ ». */
  downPaymentBefore: /\b(?:down(?: payment)?|deposit|mise de fonds|comptant)\s*(?:of|de|d['’])?\s*:?\s*$/i,
  // Not a bare « neuve », which Terre-Neuve ends with, nor « neuf », which is also nine.
  newBuild:
    /\bnew(?:ly)?[-\s]?built?\b|\bnew build\b|\bnew construction\b|\bpre[-\s]?construction\b|\b(?:maison|propriete|condo|habitation|logement|construction|residence|unite)s? neu(?:f|ve)s?\b|\bnouvelle construction\b/i,
} as const;

/** The down payment's figure: the one the words around it name, else the smaller of two amounts. */
function downPaymentFigure(text: string, figures: readonly Figure[]): Figure | undefined {
  const named = figures.find((figure) => {
    const after = text.slice(figure.end);
    const before = text.slice(Math.max(0, figure.start - 24), figure.start);
    return (
      (figure.kind === "percent" || isAmount(figure)) &&
      (WORDS.downPaymentAfter.test(after) || WORDS.downPaymentBefore.test(before))
    );
  });
  if (named) return named;
  const percentage = figures.find((figure) => figure.kind === "percent");
  if (percentage) return percentage;
  const amounts = figures.filter(isAmount);
  return amounts.length >= 2
    ? amounts.reduce((smaller, figure) => (figure.value < smaller.value ? figure : smaller))
    : undefined;
}

/** The amortization asked for, from 1 to 40 years: past 30 the calculator's quote says it is too long. */
function amortizationIn(figures: readonly Figure[]): number | undefined {
  const years = figures.find((figure) => figure.kind === "years" && Number.isInteger(figure.value))?.value;
  return years !== undefined && years >= MIN_AMORTIZATION_YEARS && years <= 40 ? years : undefined;
}

/**
 * The question's price, down payment, amortization and buyer, or null unless it asks about mortgage
 * insurance and gives a price and a down payment.
 */
export function mortgageInsuranceQuestion(question: string): MortgageInsuranceQuestion | null {
  const text = plain(question);
  if (!WORDS.asks.test(text)) return null;
  const figures = figuresIn(text);
  const down = downPaymentFigure(text, figures);
  // The price is the largest other amount: an income, a budget or a mortgage named beside it is smaller.
  const amounts = figures
    .filter((figure) => figure !== down && isAmount(figure))
    .map((figure) => figure.value);
  const price = amounts.length > 0 ? Math.max(...amounts) : undefined;
  if (!down || price === undefined || price <= 0 || price > MAX_PRICE) return null;
  const downPayment = down.kind === "percent" ? roundCents((price * down.value) / 100) : down.value;
  if (downPayment > price) return null;
  return {
    price,
    downPayment,
    amortizationYears: amortizationIn(figures) ?? DEFAULT_INSURED_AMORTIZATION_YEARS,
    firstTimeBuyer: isFirstTimeBuyer(question),
    newBuild: WORDS.newBuild.test(text),
    province: placeInQuestion(question).province,
  };
}

export function mortgageInsuranceInputFor(
  asked: MortgageInsuranceQuestion & { province: ProvinceCode },
): MortgageInsuranceInput {
  const { price, downPayment, amortizationYears, firstTimeBuyer, newBuild, province } = asked;
  return { price, downPayment, amortizationYears, firstTimeBuyer, newBuild, province };
}

function calculatorLink(asked: MortgageInsuranceQuestion, language: Locale): string {
  return pathInLocale(
    mortgageInsuranceCalculatorLink({
      price: asked.price,
      province: asked.province ?? undefined,
      downPayment: asked.downPayment,
      // The calculators take up to 30 years; a longer wish is shown at their longest.
      amortizationYears: Math.min(asked.amortizationYears, MAX_AMORTIZATION_YEARS),
      firstTime: asked.firstTimeBuyer,
      newBuild: asked.newBuild,
    }),
    language,
  );
}

/** The figures each sentence is written with, already in the answer's language. */
interface Said {
  price: string;
  down: string;
  downShare: string;
  /** " in Ontario", or "" when the question names no province. */
  place: string;
  years: number;
  minimum: string;
  quote: MortgageInsuranceQuote;
  language: Locale;
}

interface Texts {
  /** The tax on the premium in each province that charges one, for a question that names no province. */
  salesTaxByProvince: (taxes: string[]) => string;
  heading: (said: Said) => string;
  premium: (said: Said, rate: string, loan: string, premium: string) => string;
  surcharge: (surcharge: string, years: number) => string;
  totalLoan: (total: string) => string;
  salesTax: (rate: string, tax: string) => string;
  noSalesTax: string;
  minimum: (minimum: string) => string;
  notRequired: (said: Said, loan: string) => string;
  priceTooHigh: (said: Said) => string;
  downPaymentTooLow: (said: Said) => string;
  amortizationTooLong: (said: Said) => string;
  link: (link: string) => string;
  note: string;
}

const TEXTS: Record<Locale, Texts> = {
  "en-CA": {
    salesTaxByProvince: (taxes) =>
      `Provincial sales tax on the premium, paid in cash at closing (it cannot be added to the mortgage): ${taxes.join(", ")}; no other province or territory taxes it`,
    heading: (s) =>
      `Mortgage default insurance (CMHC) on a purchase price of ${s.price}${s.place}, with ${s.down} down (${s.downShare}), amortized over ${s.years} years, from the mortgage insurance calculator:`,
    premium: (_s, rate, loan, premium) => `Premium: ${rate} of the ${loan} loan = ${premium}`,
    surcharge: (surcharge, years) =>
      `The rate includes the ${surcharge} surcharge for an amortization over 25 years (here ${years} years)`,
    totalLoan: (total) => `Mortgage with the premium added: ${total}`,
    salesTax: (rate, tax) =>
      `Provincial sales tax of ${rate} on the premium: ${tax}, paid in cash at closing (it cannot be added to the mortgage)`,
    noSalesTax: "No sales tax on the premium in this province or territory",
    minimum: (minimum) =>
      `The minimum down payment for this price is ${minimum} (5% of the first $500,000 and 10% of the rest).`,
    notRequired: (s, loan) =>
      `With ${s.down} down (${s.downShare}) on a price of ${s.price}, you put 20% or more down: no mortgage default insurance is needed and there is no premium. The mortgage is ${loan}.`,
    priceTooHigh: (s) =>
      `At ${dollars(INSURED_PRICE_CEILING, s.language)} or more, no insurer covers a mortgage, so a price of ${s.price} needs at least 20% down (${s.minimum}); ${s.down} is less than that.`,
    downPaymentTooLow: (s) =>
      `The minimum down payment on a price of ${s.price} is ${s.minimum} (5% of the first ${dollars(TIER_BREAK, s.language)} and 10% of the rest); ${s.down} is less than that, so the mortgage cannot be insured.`,
    amortizationTooLong: (s) =>
      s.years > MORTGAGE_INSURANCE_RULES.extendedMaxAmortizationYears
        ? `An insured mortgage can be amortized over 30 years at most; ${s.years} years is too long.`
        : `An insured mortgage can be amortized over more than 25 years (up to 30) only for a first-time buyer or a newly built home. At 25 years or less, or for a first-time buyer or a newly built home, the calculator gives the premium.`,
    link: (link) =>
      `Check or change the figures in ${markdownLink("the mortgage insurance calculator", link)}.`,
    note: GENERAL_INFO_NOTE,
  },
  "fr-CA": {
    salesTaxByProvince: (taxes) =>
      `Taxe provinciale sur la prime, payée comptant à la clôture (elle ne peut pas être ajoutée au prêt)\u00a0: ${taxes.join(", ")}; aucune autre province ni aucun territoire ne la taxe`,
    heading: (s) =>
      `Assurance prêt hypothécaire (SCHL) sur une propriété de ${s.price}${s.place}, avec une mise de fonds de ${s.down} (${s.downShare}) et un amortissement de ${s.years}\u00a0ans, selon la calculatrice d’assurance prêt hypothécaire\u00a0:`,
    premium: (_s, rate, loan, premium) => `Prime\u00a0: ${rate} du prêt de ${loan} = ${premium}`,
    surcharge: (surcharge, years) =>
      `Le taux comprend la surprime de ${surcharge} pour un amortissement de plus de 25\u00a0ans (ici ${years}\u00a0ans)`,
    totalLoan: (total) => `Prêt hypothécaire, prime comprise\u00a0: ${total}`,
    salesTax: (rate, tax) =>
      `Taxe provinciale de ${rate} sur la prime\u00a0: ${tax}, payée comptant à la clôture (elle ne peut pas être ajoutée au prêt)`,
    noSalesTax: "Aucune taxe sur la prime dans cette province ou ce territoire",
    minimum: (minimum) =>
      `La mise de fonds minimale pour ce prix est de ${minimum} (5\u00a0% des premiers 500\u00a0000\u00a0$ et 10\u00a0% du reste).`,
    notRequired: (s, loan) =>
      `Avec une mise de fonds de ${s.down} (${s.downShare}) sur une propriété de ${s.price}, vous versez 20\u00a0% ou plus\u00a0: aucune assurance prêt hypothécaire n’est requise et il n’y a pas de prime. Le prêt hypothécaire est de ${loan}.`,
    priceTooHigh: (s) =>
      `À partir de ${dollars(INSURED_PRICE_CEILING, s.language)}, aucun assureur ne couvre le prêt hypothécaire\u00a0: une propriété de ${s.price} exige une mise de fonds d’au moins 20\u00a0% (${s.minimum}), et ${s.down} est inférieur à ce montant.`,
    downPaymentTooLow: (s) =>
      `La mise de fonds minimale pour une propriété de ${s.price} est de ${s.minimum} (5\u00a0% des premiers ${dollars(TIER_BREAK, s.language)} et 10\u00a0% du reste)\u00a0; ${s.down} est inférieur à ce montant, et le prêt ne peut donc pas être assuré.`,
    amortizationTooLong: (s) =>
      s.years > MORTGAGE_INSURANCE_RULES.extendedMaxAmortizationYears
        ? `Un prêt assuré peut être amorti sur 30\u00a0ans au plus\u00a0; ${s.years}\u00a0ans, c’est trop long.`
        : `Un prêt assuré ne peut être amorti sur plus de 25\u00a0ans (jusqu’à 30) que pour un premier acheteur ou une propriété neuve. Sur 25\u00a0ans ou moins, ou pour un premier acheteur ou une propriété neuve, la calculatrice donne la prime.`,
    link: (link) =>
      `Vérifiez ou modifiez les montants dans ${markdownLink("la calculatrice d’assurance prêt hypothécaire", link)}.`,
    note: GENERAL_INFO_NOTE_FR,
  },
};

/** The provinces that tax the premium, for a question that names none. */
const TAXING_PROVINCES = Object.keys(MORTGAGE_INSURANCE_RULES.premiumSalesTaxBasisPoints) as ProvinceCode[];

/**
 * The premium's figures as a list, then the minimum down payment rule. `quotes` are the quote for the
 * province asked, or one for each province that taxes the premium when none was asked: only that tax
 * differs between them.
 */
function premiumBlocks(
  texts: Texts,
  said: Said,
  quotes: readonly (readonly [ProvinceCode, MortgageInsuranceQuote])[],
  provinceKnown: boolean,
): (string | string[])[] {
  const { quote, language } = said;
  const items = [
    texts.premium(
      said,
      percent(quote.premiumRatePercent, language, 2),
      cents(quote.loan, language),
      cents(quote.premium, language),
    ),
  ];
  if (quote.surchargeRatePercent > 0) {
    items.push(texts.surcharge(percent(quote.surchargeRatePercent, language, 2), said.years));
  }
  items.push(texts.totalLoan(cents(quote.totalLoan, language)));
  if (!provinceKnown) {
    const taxes = quotes.map(
      ([province, taxed]) =>
        `${provinceIn(province, language)} ${cents(taxed.salesTax, language)} (${percent(taxed.salesTaxRatePercent, language)})`,
    );
    items.push(texts.salesTaxByProvince(taxes));
  } else if (quote.salesTax > 0) {
    items.push(texts.salesTax(percent(quote.salesTaxRatePercent, language), cents(quote.salesTax, language)));
  } else {
    items.push(texts.noSalesTax);
  }
  return [items, texts.minimum(said.minimum)];
}

/**
 * The answer to the question: the calculator's quote, whatever its status, for the province asked; for a
 * question that names none, the premium (the same everywhere) and the tax on it in each province that
 * charges one.
 */
export function mortgageInsuranceAnswer(
  asked: MortgageInsuranceQuestion,
  language: Locale = "en-CA",
): string {
  const texts = TEXTS[language];
  const provinces = asked.province ? [asked.province] : TAXING_PROVINCES;
  const quotes = provinces.map(
    (province) =>
      [province, quoteMortgageInsurance(mortgageInsuranceInputFor({ ...asked, province }))] as const,
  );
  const [, quote] = quotes[0]!;
  const said: Said = {
    price: dollars(asked.price, language),
    down: dollars(asked.downPayment, language),
    downShare: percent(Math.round((asked.downPayment / asked.price) * 10_000) / 100, language),
    place: asked.province ? ` ${inPlace(asked.province, null, language)}` : "",
    years: asked.amortizationYears,
    minimum: cents(quote.minimumDownPayment, language),
    quote,
    language,
  };
  const body: Record<MortgageInsuranceQuote["status"], () => (string | string[])[]> = {
    required: () => [texts.heading(said), ...premiumBlocks(texts, said, quotes, asked.province !== null)],
    "not-required": () => [texts.notRequired(said, cents(quote.loan, language))],
    "price-too-high": () => [texts.priceTooHigh(said)],
    "down-payment-too-low": () => [texts.downPaymentTooLow(said)],
    "amortization-too-long": () => [texts.amortizationTooLong(said)],
  };
  return markdownBlocks([...body[quote.status](), texts.link(calculatorLink(asked, language)), texts.note]);
}

export const MORTGAGE_INSURANCE_ENTRY_ID = "mortgage-insurance-figures";

/**
 * The calculator's answer to the question as a knowledge-base entry in `language`, the visitor's chosen
 * province standing in when the question names none.
 */
export function mortgageInsuranceEntry(
  question: string,
  language: Locale = "en-CA",
  chosenProvince: ProvinceCode | null = null,
): KnowledgeEntry | null {
  const asked = mortgageInsuranceQuestion(question);
  if (!asked) return null;
  return {
    id: MORTGAGE_INSURANCE_ENTRY_ID,
    title:
      language === "fr-CA"
        ? "Les résultats de la calculatrice d’assurance prêt hypothécaire pour cette question"
        : "The mortgage insurance calculator's figures for this question",
    phrases: [],
    keywords: [],
    synonyms: [],
    answer: mortgageInsuranceAnswer({ ...asked, province: asked.province ?? chosenProvince }, language),
  };
}
