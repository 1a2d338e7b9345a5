import { FREQUENCY_TEXT, type PaymentFrequency } from "../../../../domain/mortgage/frequency";
import type { Schedule } from "../../../../domain/mortgage/schedule";
import { useCalculatorFormats } from "../use-calculator-formats";
import { ResultFigures, type ResultFigure } from "./result-figures";

interface PaymentSummaryProps {
  schedule: Schedule;
  frequency: PaymentFrequency;
  extraPerPayment: number;
}

/** The full calculator's results, to the cent; savings appear once extra payments are given. */
export function PaymentSummary({ schedule, frequency, extraPerPayment }: PaymentSummaryProps) {
  const { t, cents, periods } = useCalculatorFormats();
  const perYear = schedule.paymentsPerYear;
  const figures: ResultFigure[] = [
    {
      label: t(FREQUENCY_TEXT[frequency].payment),
      value: cents(schedule.regularPayment),
      note:
        extraPerPayment > 0
          ? t("calculators.summary.paymentExtra", {
              extra: cents(extraPerPayment),
              total: cents(schedule.regularPayment + extraPerPayment),
            })
          : undefined,
    },
    { label: t("calculators.results.totalInterest"), value: cents(schedule.totalInterest) },
    {
      label: t("calculators.summary.totalCost"),
      value: cents(schedule.totalCost),
      note: t("calculators.summary.totalCostNote"),
    },
    { label: t("calculators.summary.paidOffIn"), value: periods(schedule.payoffPeriods, perYear) },
  ];
  if (schedule.interestSaved > 0 || schedule.periodsSaved > 0) {
    figures.push(
      { label: t("calculators.summary.interestSaved"), value: cents(schedule.interestSaved) },
      { label: t("calculators.summary.timeSaved"), value: periods(schedule.periodsSaved, perYear) },
    );
  }
  return <ResultFigures leadLarge figures={figures} className="mt-4" />;
}
