import { FREQUENCY_TEXT, type PaymentFrequency } from "../../../domain/mortgage/frequency";
import type { Schedule } from "../../../domain/mortgage/schedule";
import type { CalculatorFormats } from "./format";

/**
 * The one sentence each calculator's live region reads once the visitor pauses: the answer they came for,
 * not the whole table of results.
 */

export function simplePaymentAnnouncement(
  f: CalculatorFormats,
  result: { monthlyPayment: number; mortgageAmount: number } | undefined,
) {
  if (!result) return f.t("calculators.fixFieldsPrompt");
  return f.t("calculators.simple.announcement", {
    payment: f.cents(result.monthlyPayment),
    amount: f.cents(result.mortgageAmount),
  });
}

/** The full calculator's payment line, also shown in the phone's sticky summary. */
export function paymentLine(f: CalculatorFormats, schedule: Schedule, frequency: PaymentFrequency): string {
  return f.t("calculators.paymentLine", {
    payment: f.t(FREQUENCY_TEXT[frequency].payment),
    amount: f.cents(schedule.regularPayment),
  });
}

export function mortgageAnnouncement(
  f: CalculatorFormats,
  schedule: Schedule | undefined,
  frequency: PaymentFrequency,
  hasErrors: boolean,
): string {
  if (!schedule) return f.t(hasErrors ? "calculators.fixFieldsPrompt" : "calculators.enterFiguresPrompt");
  return f.t("calculators.mortgage.announcement", {
    paymentLine: paymentLine(f, schedule, frequency),
    payoff: f.periods(schedule.payoffPeriods, schedule.paymentsPerYear),
  });
}

export interface AffordabilityHeadline {
  stressTestPrice: number;
  qualifyingRatePercent: number;
  contractPrice: number;
  contractRatePercent: number;
}

export function affordabilityAnnouncement(
  f: CalculatorFormats,
  headline: AffordabilityHeadline | undefined,
): string {
  if (!headline) return f.t("calculators.fixFieldsPrompt");
  return f.t("calculators.affordability.announcement", {
    stressTestPrice: f.dollars(headline.stressTestPrice),
    qualifyingRate: f.percent(headline.qualifyingRatePercent),
    contractPrice: f.dollars(headline.contractPrice),
    contractRate: f.percent(headline.contractRatePercent),
  });
}
