import type { QueryKey } from "./use-closing-costs-form";

/** The inputs each closing-cost calculator reads from and writes to its address. */
export const LAND_TRANSFER_TAX_KEYS: readonly QueryKey[] = [
  "price",
  "province",
  "city",
  "firstTime",
  "mortgageAmount",
];

export const MORTGAGE_INSURANCE_KEYS: readonly QueryKey[] = [
  "price",
  "province",
  "firstTime",
  "newBuild",
  "downPayment",
  "amortizationYears",
];

export const CASH_TO_CLOSE_KEYS: readonly QueryKey[] = [
  "price",
  "province",
  "city",
  "firstTime",
  "newBuild",
  "downPayment",
  "amortizationYears",
  "legalFees",
  "titleInsurance",
  "homeInspection",
  "adjustments",
];
