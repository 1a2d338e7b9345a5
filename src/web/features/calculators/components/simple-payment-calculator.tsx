import { useMemo } from "react";
import { LiveAnnouncement } from "../../../components/ui/live-announcement";
import { simplePaymentAnnouncement } from "../announcements";
import { readFigure, validateFigures } from "../figures";
import { formatCents } from "../format";
import { calculatorMessages } from "../messages";
import {
  SIMPLE_PAYMENT_DEFAULTS,
  simplePayment,
  simplePaymentSchema,
  type SimplePaymentField,
} from "../simple-payment";
import { useFigureFields } from "../use-figure-fields";
import { NumberField } from "./number-field";
import { ResultFigures } from "./result-figures";

const FIELDS: { name: SimplePaymentField; label: string; unit?: "$" | "%" }[] = [
  { name: "price", label: "Purchase price", unit: "$" },
  { name: "downPayment", label: "Down payment", unit: "$" },
  { name: "annualRatePercent", label: "Interest rate", unit: "%" },
  { name: "amortizationYears", label: "Amortization (years)" },
];

/** /calculators: the monthly payment on a purchase, recomputed as the buyer types. */
export function SimplePaymentCalculator() {
  const [values, setField] = useFigureFields(SIMPLE_PAYMENT_DEFAULTS);
  const { data, errors } = useMemo(
    () =>
      validateFigures(simplePaymentSchema, {
        price: readFigure(values.price),
        downPayment: readFigure(values.downPayment),
        annualRatePercent: readFigure(values.annualRatePercent),
        amortizationYears: readFigure(values.amortizationYears),
      }),
    [values],
  );
  const result = data ? simplePayment(data) : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <form
        aria-label="Payment calculator"
        className="grid content-start gap-5 sm:grid-cols-2"
        onSubmit={(event) => event.preventDefault()}
      >
        {FIELDS.map((field) => (
          <NumberField
            key={field.name}
            label={field.label}
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
          Your payment
        </h2>
        {result ? (
          <ResultFigures
            leadLarge
            className="mt-4"
            figures={[
              { label: "Monthly payment", value: formatCents(result.monthlyPayment) },
              { label: "Mortgage amount", value: formatCents(result.mortgageAmount) },
              { label: "Total interest", value: formatCents(result.totalInterest) },
            ]}
          />
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">{calculatorMessages.fixFieldsPrompt}</p>
        )}
        <LiveAnnouncement message={simplePaymentAnnouncement(result)} />
      </section>
    </div>
  );
}
