import type { RateTerm, RateType } from "../../domain/constants";

/**
 * The Bank of Canada Valet series the sync reads, in one place. They are the weekly "chartered bank
 * interest rates" (Valet group `chartered_bank_interest`): the chartered banks' posted conventional
 * mortgage rates and their prime rate. Valet has no posted variable-rate series, so the prime rate
 * stands for the posted rate of the 5 year variable (variable mortgages are priced from prime).
 */
export interface ValetSeries {
  id: string;
  /** The series' label in Valet's seriesDetail, used in messages. */
  label: string;
  term: RateTerm;
  rateType: RateType;
}

export const VALET_SERIES: readonly ValetSeries[] = [
  { id: "V80691333", label: "Conventional mortgage: 1-year", term: "1 year", rateType: "fixed" },
  { id: "V80691334", label: "Conventional mortgage: 3-year", term: "3 year", rateType: "fixed" },
  { id: "V80691335", label: "Conventional mortgage: 5-year", term: "5 year", rateType: "fixed" },
  { id: "V80691311", label: "Prime rate", term: "5 year", rateType: "variable" },
];

/** Observations asked for per series: weekly series, so a month, enough to skip a missing latest week. */
export const VALET_RECENT_OBSERVATIONS = 5;
