/** How the product names the two pairs of debt service limits, the same in the calculator and the assistant. */
import { formatPercent } from "../format";
import { HOUSING_RATIO, TOTAL_DEBT_RATIO } from "./affordability";

/** The insurers' (CMHC, Sagen, Canada Guaranty) ceilings for an insured mortgage. */
export const INSURED_HOUSING_RATIO = 0.39;
export const INSURED_TOTAL_DEBT_RATIO = 0.44;

/** 0.32 → "32%" */
export function formatRatio(ratio: number): string {
  return formatPercent(ratio * 100, 0);
}

const GUIDELINE_NAME = "the calculator's guideline";
const INSURED_MAXIMUM_NAME = "the insured maximum";

export const debtLimitTexts = {
  guidelineName: GUIDELINE_NAME,
  insuredMaximumName: INSURED_MAXIMUM_NAME,
  /** One sentence naming both pairs, whose rule each is. */
  summary: `Under ${GUIDELINE_NAME}, housing costs stay within ${formatRatio(HOUSING_RATIO)} of gross income (GDS) and all debts within ${formatRatio(TOTAL_DEBT_RATIO)} (TDS); ${INSURED_MAXIMUM_NAME}, the mortgage insurers' ceiling, is ${formatRatio(INSURED_HOUSING_RATIO)} and ${formatRatio(INSURED_TOTAL_DEBT_RATIO)}.`,
  /** How the affordability calculator turns a payment into a mortgage. */
  compounding:
    "Payments are monthly, with interest compounded monthly (the annual rate ÷ 12), the calculators' standard method.",
} as const;
