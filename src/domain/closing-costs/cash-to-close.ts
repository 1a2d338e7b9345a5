/**
 * The cash a buyer needs on closing day: the down payment, the land transfer tax net of rebates, the sales tax on
 * the insurance premium (the premium itself is added to the loan) and the usual fees, itemised. Summed in cents.
 */
import {
  quoteMortgageInsurance,
  toCents,
  type MortgageInsuranceInput,
  type MortgageInsuranceQuote,
} from "./cmhc";

export type EditableCost = "legalFees" | "titleInsurance" | "homeInspection" | "adjustments";

/** Figures a buyer can replace with their own quotes; each default says what it stands for. */
export const CLOSING_COST_DEFAULTS = {
  legalFees: {
    label: "Legal fees",
    amount: 1_500,
    explanation:
      "A typical lawyer's fee for a purchase with a mortgage, with disbursements and sales tax; ask a few firms for a quote.",
  },
  notaryFees: {
    label: "Notary fees",
    amount: 1_800,
    explanation:
      "In Québec a notary, not a lawyer, signs the deed of sale and registers the mortgage; a typical fee with taxes and disbursements.",
  },
  titleInsurance: {
    label: "Title insurance",
    amount: 300,
    explanation:
      "A one-time premium that protects you and your lender against title defects and title fraud.",
  },
  homeInspection: {
    label: "Home inspection",
    amount: 500,
    explanation: "An inspector's visit before the offer is firm; usually less for a condo than for a house.",
  },
  adjustments: {
    label: "Adjustments",
    amount: 1_000,
    explanation:
      "What you repay the seller for property tax, utilities or condo fees prepaid past closing day; your lawyer's statement of adjustments gives the exact figure.",
  },
} as const;

export type CashToCloseLineKey =
  | "downPayment"
  | "landTransferTax"
  | "premiumSalesTax"
  | "legalFees"
  | "notaryFees"
  | "titleInsurance"
  | "homeInspection"
  | "adjustments";

export const CASH_TO_CLOSE_LABELS: Record<CashToCloseLineKey, string> = {
  downPayment: "Down payment",
  landTransferTax: "Land transfer tax, net of rebates",
  premiumSalesTax: "Sales tax on the insurance premium",
  legalFees: CLOSING_COST_DEFAULTS.legalFees.label,
  notaryFees: CLOSING_COST_DEFAULTS.notaryFees.label,
  titleInsurance: CLOSING_COST_DEFAULTS.titleInsurance.label,
  homeInspection: CLOSING_COST_DEFAULTS.homeInspection.label,
  adjustments: CLOSING_COST_DEFAULTS.adjustments.label,
};

export interface CashToCloseInput extends MortgageInsuranceInput, Partial<Record<EditableCost, number>> {
  /** From the land transfer tax calculator: the tax after any first-time buyer rebate. */
  netLandTransferTax: number;
}

export interface CashToCloseLine {
  key: CashToCloseLineKey;
  label: string;
  /** Dollars, to the cent. */
  amount: number;
}

export interface CashToClose {
  lines: CashToCloseLine[];
  total: number;
  insurance: MortgageInsuranceQuote;
}

/** In Québec a notary closes the purchase; elsewhere it is usually a lawyer. */
function legalCostKey(input: CashToCloseInput): "legalFees" | "notaryFees" {
  return input.province === "QC" ? "notaryFees" : "legalFees";
}

export function cashToClose(input: CashToCloseInput): CashToClose {
  const insurance = quoteMortgageInsurance(input);
  const legalKey = legalCostKey(input);
  const amounts: [CashToCloseLineKey, number][] = [
    ["downPayment", input.downPayment],
    ["landTransferTax", input.netLandTransferTax],
    ["premiumSalesTax", insurance.salesTax],

    [legalKey, input.legalFees ?? CLOSING_COST_DEFAULTS[legalKey].amount],
    ["titleInsurance", input.titleInsurance ?? CLOSING_COST_DEFAULTS.titleInsurance.amount],
    ["homeInspection", input.homeInspection ?? CLOSING_COST_DEFAULTS.homeInspection.amount],
    ["adjustments", input.adjustments ?? CLOSING_COST_DEFAULTS.adjustments.amount],
  ];
  const lines = amounts.map(([key, amount]) => ({
    key,
    label: CASH_TO_CLOSE_LABELS[key],
    amount: toCents(amount) / 100,
  }));
  const totalCents = amounts.reduce((sum, [, amount]) => sum + toCents(amount), 0);
  return { lines, total: totalCents / 100, insurance };
}
