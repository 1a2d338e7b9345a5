/**
 * What the French answers are built from beyond their own sentences: figures written the Québec way
 * (`500 000 $`, `5,25 %`, by the platform's fr-CA formats), the calculators' debt limits, rates as
 * the rates table lists them, and the provinces' French names.
 */
import { NATIONAL_PROVINCE } from "../constants";
import { formatCurrency, formatPercent } from "../format";
import { provinceNameLabel } from "../province-labels";
import { HOUSING_RATIO, TOTAL_DEBT_RATIO } from "../mortgage/affordability";
import { INSURED_HOUSING_RATIO, INSURED_TOTAL_DEBT_RATIO } from "../mortgage/debt-limits";
import type { QuotedRate } from "./entry";

/** Whole dollars in French: `500 000 $`. */
export function dollarsFr(value: number): string {
  return formatCurrency(value, 0, "fr-CA");
}

/** A percentage in French: `5 %`, `4,19 %`. */
export function percentFr(percent: number, fractionDigits = 0): string {
  return formatPercent(percent, fractionDigits, "fr-CA");
}

const ratioFr = (ratio: number) => percentFr(ratio * 100);

/**
 * The calculators' two pairs of debt service limits, in the calculators' French words
 * (calculators.debtLimits.*, checked by topics.test.ts): the knowledge base is also read by code that
 * cannot load a catalogue (the e2e specs), so it keeps its own copy.
 */
export const debtLimitTextsFr = {
  summary: `Selon la ligne directrice de la calculatrice, les frais de logement ne dépassent pas ${ratioFr(HOUSING_RATIO)} du revenu brut (ABD) et l’ensemble des dettes, ${ratioFr(TOTAL_DEBT_RATIO)} (ATD); le maximum assuré, soit le plafond des assureurs hypothécaires, est de ${ratioFr(INSURED_HOUSING_RATIO)} et ${ratioFr(INSURED_TOTAL_DEBT_RATIO)}.`,
  compounding:
    "Les versements sont mensuels et les intérêts sont capitalisés mensuellement (le taux annuel ÷ 12), la méthode standard des calculatrices.",
} as const;

/** A province or territory as the rates table stores it ("Quebec", "National"), in French. */
export function provinceFr(province: string): string {
  return province === NATIONAL_PROVINCE ? "ensemble du Canada" : provinceNameLabel(province, "fr-CA");
}

/** "5 year" → "5 ans", "1 year" → "1 an". */
export function termFr(term: string): string {
  const years = /^(\d+)\s*year/.exec(term)?.[1];
  if (!years) return term;
  return Number(years) === 1 ? "1 an" : `${years} ans`;
}

/** One rate as the French assistant quotes it. */
export function quoteRateFr(label: string, rate: QuotedRate): string {
  const type = rate.rateType === "fixed" ? "fixe" : "variable";
  return `${label}\u00a0: ${percentFr(rate.ourRate, 2)} (${termFr(rate.term)}, ${type}, ${provinceFr(rate.province)}; taux affiché ${percentFr(rate.postedRate, 2)})`;
}
