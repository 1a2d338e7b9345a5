/**
 * The cash a buyer needs on closing day: the down payment, the land transfer tax net of rebates, the sales tax on
 * the insurance premium (the premium itself is added to the loan) and the usual fees, itemised. Summed in cents.
 */
import type { MessageId } from "../../i18n/catalogs";
import { say } from "../../i18n/translate";
import {
  quoteMortgageInsurance,
  toCents,
  type MortgageInsuranceInput,
  type MortgageInsuranceQuote,
} from "./cmhc";

export type EditableCost = "legalFees" | "titleInsurance" | "homeInspection" | "adjustments";

/**
 * Figures a buyer can replace with their own quotes; each default says what it stands for. The label and the
 * explanation are the closing-costs catalogue's messages, said in the reader's language where they are shown.
 */
export const CLOSING_COST_DEFAULTS = {
  legalFees: {
    label: "closing-costs.cost.legalFees",
    amount: 1_500,
    explanation: "closing-costs.cost.legalFeesExplanation",
  },
  notaryFees: {
    label: "closing-costs.cost.notaryFees",
    amount: 1_800,
    explanation: "closing-costs.cost.notaryFeesExplanation",
  },
  titleInsurance: {
    label: "closing-costs.cost.titleInsurance",
    amount: 300,
    explanation: "closing-costs.cost.titleInsuranceExplanation",
  },
  homeInspection: {
    label: "closing-costs.cost.homeInspection",
    amount: 500,
    explanation: "closing-costs.cost.homeInspectionExplanation",
  },
  adjustments: {
    label: "closing-costs.cost.adjustments",
    amount: 1_000,
    explanation: "closing-costs.cost.adjustmentsExplanation",
  },
} as const satisfies Record<string, { label: MessageId; amount: number; explanation: MessageId }>;

export type CashToCloseLineKey =
  | "downPayment"
  | "landTransferTax"
  | "premiumSalesTax"
  | "legalFees"
  | "notaryFees"
  | "titleInsurance"
  | "homeInspection"
  | "adjustments";

/** Each line's name, a closing-costs catalogue message. */
export const CASH_TO_CLOSE_LABELS: Record<CashToCloseLineKey, MessageId> = {
  downPayment: "closing-costs.line.downPayment",
  landTransferTax: "closing-costs.line.landTransferTax",
  premiumSalesTax: "closing-costs.line.premiumSalesTax",
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
  /** The line's name in the language being served (CASH_TO_CLOSE_LABELS). */
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
export function legalCostKey(input: Pick<CashToCloseInput, "province">): "legalFees" | "notaryFees" {
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
    label: say(CASH_TO_CLOSE_LABELS[key]),
    amount: toCents(amount) / 100,
  }));
  const totalCents = amounts.reduce((sum, [, amount]) => sum + toCents(amount), 0);
  return { lines, total: totalCents / 100, insurance };
}
