import { useMemo } from "react";
import { LiveAnnouncement } from "../../../components/ui/live-announcement";
import { simplePaymentAnnouncement } from "../announcements";
import { readFigure, validateFigures } from "../figures";
import type { MessageId } from "../../../../i18n/catalogs";
import { useCalculatorFormats } from "../use-calculator-formats";
import {
  SIMPLE_PAYMENT_DEFAULTS,
  simplePayment,
  simplePaymentSchema,
  type SimplePaymentField,
} from "../simple-payment";
import { inputTexts, useFigureFields } from "../use-figure-fields";
import { NumberField } from "./number-field";
import { ResultFigures } from "./result-figures";

const FIELDS: { name: SimplePaymentField; label: MessageId; unit?: "$" | "%" }[] = [
  { name: "price", label: "calculators.field.purchasePrice", unit: "$" },
  { name: "downPayment", label: "calculators.field.downPayment", unit: "$" },
  { name: "annualRatePercent", label: "calculators.field.interestRate", unit: "%" },
  { name: "amortizationYears", label: "calculators.field.amortizationYears" },
];

/** /calculators: the monthly payment on a purchase, recomputed as the buyer types. */
export function SimplePaymentCalculator() {
  const formats = useCalculatorFormats();
  const { t, locale, cents } = formats;
  const [values, setField] = useFigureFields(inputTexts(SIMPLE_PAYMENT_DEFAULTS, locale));
  const { data, errors } = useMemo(
    () =>
      validateFigures(simplePaymentSchema, {
        price: readFigure(values.price, locale),
        downPayment: readFigure(values.downPayment, locale),
        annualRatePercent: readFigure(values.annualRatePercent, locale),
        amortizationYears: readFigure(values.amortizationYears, locale),
      }),
    [values, locale],
  );
  const result = data ? simplePayment(data) : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        aria-label={t("calculators.simple.formLabel")}
        className="grid content-start gap-5 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        {FIELDS.map((field) => (
          <NumberField
            key={field.name}
            label={t(field.label)}
            unit={field.unit}
            value={values[field.name]}
            onValueChange={(value) => setField(field.name, value)}
            error={errors[field.name]}
          />
        ))}
      </form>
      <section
        aria-labelledby="simple-results-title"
        className="rounded-xl border border-primary/15 bg-primary/5 p-4 sm:p-6"
      >
        <h2 id="simple-results-title" className="text-sm font-semibold tracking-wide text-primary uppercase">
          {t("calculators.results.title")}
        </h2>
        {result ? (
          <ResultFigures
            leadLarge
            className="mt-4"
            figures={[
              { label: t("calculators.results.monthlyPayment"), value: cents(result.monthlyPayment) },
              { label: t("calculators.results.mortgageAmount"), value: cents(result.mortgageAmount) },
              { label: t("calculators.results.totalInterest"), value: cents(result.totalInterest) },
            ]}
          />
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">{t("calculators.fixFieldsPrompt")}</p>
        )}
        <LiveAnnouncement message={simplePaymentAnnouncement(formats, result)} />
      </section>
    </div>
  );
}
