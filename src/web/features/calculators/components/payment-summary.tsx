import { FREQUENCY_INFO, type PaymentFrequency } from "../../../../domain/mortgage/frequency";
import type { Schedule } from "../../../../domain/mortgage/schedule";
import { formatCents, formatPeriods } from "../format";
import { ResultFigures, type ResultFigure } from "./result-figures";

interface PaymentSummaryProps {
  schedule: Schedule;
  frequency: PaymentFrequency;
  extraPerPayment: number;
}

/** The full calculator's results, to the cent; savings appear once extra payments are given. */
export function PaymentSummary({ schedule, frequency, extraPerPayment }: PaymentSummaryProps) {
  const perYear = schedule.paymentsPerYear;
  const figures: ResultFigure[] = [
    {
      label: `${FREQUENCY_INFO[frequency].label} payment`,
      value: formatCents(schedule.regularPayment),
      note:
        extraPerPayment > 0
          ? `plus ${formatCents(extraPerPayment)} extra: ${formatCents(schedule.regularPayment + extraPerPayment)} each payment`
          : undefined,
    },
    { label: "Total interest", value: formatCents(schedule.totalInterest) },
    {
      label: "Total cost",
      value: formatCents(schedule.totalCost),
      note: "Mortgage amount plus all interest",
    },
    { label: "Paid off in", value: formatPeriods(schedule.payoffPeriods, perYear) },
  ];
  if (schedule.interestSaved > 0 || schedule.periodsSaved > 0) {
    figures.push(
      { label: "Interest saved", value: formatCents(schedule.interestSaved) },
      { label: "Time saved", value: formatPeriods(schedule.periodsSaved, perYear) },
    );
  }
  return <ResultFigures leadLarge figures={figures} className="mt-4" />;
}
