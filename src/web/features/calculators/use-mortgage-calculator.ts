import { useMemo, useState } from "react";
import {
  DEFAULT_COMPOUNDING,
  type Compounding,
  type PaymentFrequency,
} from "../../../domain/mortgage/frequency";
import { isPaymentComputable } from "../../../domain/mortgage/payment";
import { amortizationSchedule } from "../../../domain/mortgage/schedule";
import { scheduleInputSchema } from "../../../domain/mortgage/schemas";
import { readFigure, readOptionalFigure, validateFigures } from "./figures";
import { useFigureFields } from "./use-figure-fields";
import { useRateChoice } from "./use-rate-choice";

/** Spec section 9: the full payment calculator's defaults. */
export const MORTGAGE_CALCULATOR_DEFAULTS = {
  amount: "500000",
  customRate: "",
  extraPerPayment: "",
  annualLumpSum: "",
} as const;
export const DEFAULT_AMORTIZATION_YEARS = 25;
export const DEFAULT_FREQUENCY: PaymentFrequency = "monthly";

/** The typed figures and choices, their validation, and the schedule once everything needed is there. */
export function useMortgageCalculator() {
  const [values, setField] = useFigureFields<keyof typeof MORTGAGE_CALCULATOR_DEFAULTS>(
    MORTGAGE_CALCULATOR_DEFAULTS,
  );
  const rateChoice = useRateChoice();
  const [amortizationYears, setAmortizationYears] = useState(DEFAULT_AMORTIZATION_YEARS);
  const [frequency, setFrequency] = useState<PaymentFrequency>(DEFAULT_FREQUENCY);
  const [compounding, setCompounding] = useState<Compounding>(DEFAULT_COMPOUNDING);
  const chosenRatePercent = rateChoice.chosen?.our_rate;

  const { data, errors } = useMemo(() => {
    const customRate = readOptionalFigure(values.customRate);
    return validateFigures(scheduleInputSchema, {
      principal: readFigure(values.amount),
      annualRatePercent: customRate ?? chosenRatePercent ?? 0,
      amortizationYears,
      frequency,
      compounding,
      extraPerPayment: readOptionalFigure(values.extraPerPayment),
      annualLumpSum: readOptionalFigure(values.annualLumpSum),
    });
  }, [values, chosenRatePercent, amortizationYears, frequency, compounding]);

  const schedule = useMemo(() => {
    if (!data) return undefined;
    const computable = isPaymentComputable({
      amount: data.principal,
      annualRatePercent: data.annualRatePercent,
      amortizationYears: data.amortizationYears,
      frequency: data.frequency,
    });
    if (!computable) return undefined;
    const result = amortizationSchedule(data);
    // A fraction of a cent rounds to a loan of $0, which has nothing to schedule.
    return result.periods.length > 0 ? result : undefined;
  }, [data]);

  return {
    values,
    setField,
    rateChoice,
    amortizationYears,
    setAmortizationYears,
    frequency,
    setFrequency,
    compounding,
    setCompounding,
    input: data,
    errors,
    schedule,
  };
}
