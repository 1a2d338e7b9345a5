import { useMemo, useState } from "react";
import { PROVINCES } from "../../../domain/constants";
import { readPaymentQuery, writePaymentQuery } from "../../../domain/mortgage/calculator-query";
import {
  DEFAULT_COMPOUNDING,
  type Compounding,
  type PaymentFrequency,
} from "../../../domain/mortgage/frequency";
import { isPaymentComputable } from "../../../domain/mortgage/payment";
import { amortizationSchedule } from "../../../domain/mortgage/schedule";
import { scheduleInputSchema } from "../../../domain/mortgage/schemas";
import type { Locale } from "../../../domain/format";
import { useLocale } from "../../i18n/use-t";
import { readFigure, readOptionalFigure, validateFigures } from "./figures";
import { useCalculatorQuery } from "./use-calculator-query";
import { inputText, useFigureFields } from "./use-figure-fields";
import { DEFAULT_RATE_PROVINCE, useRateChoice } from "./use-rate-choice";

/** Spec section 9: the full payment calculator's defaults. */
export const MORTGAGE_CALCULATOR_DEFAULTS = {
  amount: "500000",
  customRate: "",
  extraPerPayment: "",
  annualLumpSum: "",
} as const;
export const DEFAULT_AMORTIZATION_YEARS = 25;
export const DEFAULT_FREQUENCY: PaymentFrequency = "monthly";

type FigureField = keyof typeof MORTGAGE_CALCULATOR_DEFAULTS;

/** What the query string shares: the figures as typed and the choices, by province name. */
interface Shared {
  values: Record<FigureField, string>;
  amortizationYears: number;
  frequency: PaymentFrequency;
  compounding: Compounding;
  province: string;
}

/**
 * The query of the calculator's inputs; a figure that does not read as a valid one is left out. The
 * query is machine format (a decimal point) in both languages, so a link works on either page.
 */
function queryOf(shared: Shared, locale: Locale): URLSearchParams {
  const written = writePaymentQuery({
    amount: readFigure(shared.values.amount, locale),
    annualRatePercent: readOptionalFigure(shared.values.customRate, locale),
    amortizationYears: shared.amortizationYears,
    frequency: shared.frequency,
    compounding: shared.compounding,
    province: PROVINCES.find(({ name }) => name === shared.province)?.code,
  });
  return writePaymentQuery(readPaymentQuery(written));
}

/**
 * The typed figures and choices (starting from the query string's, else the defaults), their
 * validation, and the schedule once everything needed is there. Every change is written back to the
 * query string, so the address shares the filled-in calculator.
 */
export function useMortgageCalculator() {
  const locale = useLocale();
  const [searchParams, replaceQuery] = useCalculatorQuery();
  const query = readPaymentQuery(searchParams);
  const [values, setValue] = useFigureFields<FigureField>({
    ...MORTGAGE_CALCULATOR_DEFAULTS,
    ...(query.amount !== undefined && { amount: inputText(String(query.amount), locale) }),
    ...(query.annualRatePercent !== undefined && {
      customRate: inputText(String(query.annualRatePercent), locale),
    }),
  });
  const rateChoice = useRateChoice(
    PROVINCES.find(({ code }) => code === query.province)?.name ?? DEFAULT_RATE_PROVINCE,
  );
  const [amortizationYears, setAmortizationYearsState] = useState(
    query.amortizationYears ?? DEFAULT_AMORTIZATION_YEARS,
  );
  const [frequency, setFrequencyState] = useState<PaymentFrequency>(query.frequency ?? DEFAULT_FREQUENCY);
  const [compounding, setCompoundingState] = useState<Compounding>(query.compounding ?? DEFAULT_COMPOUNDING);
  const chosenRatePercent = rateChoice.chosen?.our_rate;

  const current: Shared = {
    values,
    amortizationYears,
    frequency,
    compounding,
    province: rateChoice.province,
  };
  const share = (change: Partial<Shared>) => replaceQuery(queryOf({ ...current, ...change }, locale));

  const { data, errors } = useMemo(() => {
    const customRate = readOptionalFigure(values.customRate, locale);
    return validateFigures(scheduleInputSchema, {
      principal: readFigure(values.amount, locale),
      annualRatePercent: customRate ?? chosenRatePercent ?? 0,
      amortizationYears,
      frequency,
      compounding,
      extraPerPayment: readOptionalFigure(values.extraPerPayment, locale),
      annualLumpSum: readOptionalFigure(values.annualLumpSum, locale),
    });
  }, [values, locale, chosenRatePercent, amortizationYears, frequency, compounding]);

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
    setField: (field: FigureField, value: string) => {
      setValue(field, value);
      share({ values: { ...values, [field]: value } });
    },
    rateChoice: {
      ...rateChoice,
      setProvince: (province: string) => {
        rateChoice.setProvince(province);
        share({ province });
      },
    },
    amortizationYears,
    setAmortizationYears: (years: number) => {
      setAmortizationYearsState(years);
      share({ amortizationYears: years });
    },
    frequency,
    setFrequency: (next: PaymentFrequency) => {
      setFrequencyState(next);
      share({ frequency: next });
    },
    compounding,
    setCompounding: (next: Compounding) => {
      setCompoundingState(next);
      share({ compounding: next });
    },
    input: data,
    errors,
    schedule,
  };
}
