import { FREQUENCY_INFO, type PaymentFrequency } from "../../../domain/mortgage/frequency";
import type { Schedule } from "../../../domain/mortgage/schedule";
import { formatCents, formatDollars, formatPercent, formatPeriods } from "./format";
import { calculatorMessages } from "./messages";

/**
 * The one sentence each calculator's live region reads once the visitor pauses: the answer they came for,
 * not the whole table of results.
 */

export function simplePaymentAnnouncement(
  result: { monthlyPayment: number; mortgageAmount: number } | undefined,
) {
  if (!result) return calculatorMessages.fixFieldsPrompt;
  return `Monthly payment ${formatCents(result.monthlyPayment)} on a mortgage of ${formatCents(result.mortgageAmount)}.`;
}

/** The full calculator's payment line, also shown in the phone's sticky summary. */
export function paymentLine(schedule: Schedule, frequency: PaymentFrequency): string {
  return `${FREQUENCY_INFO[frequency].label} payment ${formatCents(schedule.regularPayment)}`;
}

export function mortgageAnnouncement(
  schedule: Schedule | undefined,
  frequency: PaymentFrequency,
  hasErrors: boolean,
): string {
  if (!schedule)
    return hasErrors ? calculatorMessages.fixFieldsPrompt : calculatorMessages.enterFiguresPrompt;
  const payoff = formatPeriods(schedule.payoffPeriods, schedule.paymentsPerYear);
  return `${paymentLine(schedule, frequency)}, paid off in ${payoff}.`;
}

export interface AffordabilityHeadline {
  stressTestPrice: number;
  qualifyingRatePercent: number;
  contractPrice: number;
  contractRatePercent: number;
}

export function affordabilityAnnouncement(headline: AffordabilityHeadline | undefined): string {
  if (!headline) return calculatorMessages.fixFieldsPrompt;
  return (
    `Maximum home price ${formatDollars(headline.stressTestPrice)} at the ` +
    `${formatPercent(headline.qualifyingRatePercent)} stress test rate, ` +
    `${formatDollars(headline.contractPrice)} at your ${formatPercent(headline.contractRatePercent)} rate.`
  );
}
