/** How the product names the two pairs of debt service limits, the same in the calculator and the assistant. */
import type { Translate } from "../../i18n/translate";
import { formatPercent, type Locale } from "../format";
import { HOUSING_RATIO, TOTAL_DEBT_RATIO } from "./affordability";

/** The insurers' (CMHC, Sagen, Canada Guaranty) ceilings for an insured mortgage. */
export const INSURED_HOUSING_RATIO = 0.39;
export const INSURED_TOTAL_DEBT_RATIO = 0.44;

/** 0.32 → "32%" ("32 %" in French) */
export function formatRatio(ratio: number, locale?: Locale): string {
  return formatPercent(ratio * 100, 0, locale);
}

/** One sentence naming both pairs of limits and whose rule each is, in `t`'s language. */
export function debtLimitsSummary(t: Translate, locale: Locale): string {
  return t("calculators.debtLimits.summary", {
    housing: formatRatio(HOUSING_RATIO, locale),
    totalDebt: formatRatio(TOTAL_DEBT_RATIO, locale),
    insuredHousing: formatRatio(INSURED_HOUSING_RATIO, locale),
    insuredTotalDebt: formatRatio(INSURED_TOTAL_DEBT_RATIO, locale),
  });
}

/** How the affordability calculator turns a payment into a mortgage, in `t`'s language. */
export function affordabilityCompoundingNote(t: Translate): string {
  return t("calculators.debtLimits.compounding");
}

const GUIDELINE_NAME = "the calculator's guideline";
const INSURED_MAXIMUM_NAME = "the insured maximum";

/**
 * The English sentences, for the assistant's answers and the demo posts, which are written in English
 * only; the calculators say them in the page's language with the functions above, and a test checks
 * that the two English versions are the same words.
 */
export const debtLimitTexts = {
  guidelineName: GUIDELINE_NAME,
  insuredMaximumName: INSURED_MAXIMUM_NAME,
  /** One sentence naming both pairs, whose rule each is. */
  summary: `Under ${GUIDELINE_NAME}, housing costs stay within ${formatRatio(HOUSING_RATIO)} of gross income (GDS) and all debts within ${formatRatio(TOTAL_DEBT_RATIO)} (TDS); ${INSURED_MAXIMUM_NAME}, the mortgage insurers' ceiling, is ${formatRatio(INSURED_HOUSING_RATIO)} and ${formatRatio(INSURED_TOTAL_DEBT_RATIO)}.`,
  /** How the affordability calculator turns a payment into a mortgage. */
  compounding:
    "Payments are monthly, with interest compounded monthly (the annual rate ÷ 12), the calculators' standard method.",
} as const;
