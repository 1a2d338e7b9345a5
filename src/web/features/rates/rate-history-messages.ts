import type { RateType } from "../../../domain/constants";
import { HISTORY_TERM } from "./api/get-rate-history";

const SERIES_NAMES: Record<RateType, string> = {
  fixed: `${HISTORY_TERM} fixed`,
  variable: `${HISTORY_TERM} variable`,
};

/** Texts of the rate history section on /rates, shared with its end-to-end tests. */
export const rateHistoryMessages = {
  title: "Rate history",
  intro: (where: string) =>
    `Our lowest ${HISTORY_TERM} fixed and variable rates in ${where} over the last 12 months. Past rates don't predict future ones.`,
  loading: "Loading rate history",
  loadError: "Failed to fetch rate history",
  empty: (where: string) => `We don't have a rate history for ${where} yet.`,
  nationalNote: (province: string) =>
    `We don't have a rate history for ${province} yet, so the chart shows our National rates.`,
  showNumbers: "Show the numbers",
  tableCaption: (where: string) => `Our lowest ${HISTORY_TERM} rates in ${where}, by date`,
  columnDate: "Date",
  noRateYet: "No rate yet",
  /** The lines' names in the legend, the tooltip and the table's columns. */
  series: SERIES_NAMES,
} as const;

/** How the chart's text alternative and table name the National rates when they stand in for a province. */
export const NATIONAL_LABEL = "Canada (National)";
