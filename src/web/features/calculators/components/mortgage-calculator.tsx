import { Suspense } from "react";
import {
  FREQUENCY_TEXT,
  PAYMENT_FREQUENCIES,
  type PaymentFrequency,
} from "../../../../domain/mortgage/frequency";
import { MAX_AMORTIZATION_YEARS, MIN_AMORTIZATION_YEARS } from "../../../../domain/mortgage/schemas";
import { Card } from "../../../components/ui/card";
import { LiveAnnouncement } from "../../../components/ui/live-announcement";
import { mortgageAnnouncement, paymentLine } from "../announcements";
import { useCalculatorFormats } from "../use-calculator-formats";
import { useMortgageCalculator } from "../use-mortgage-calculator";
import { CompoundingChoice } from "./compounding-choice";
import { NumberField } from "./number-field";
import { PaymentSummary } from "./payment-summary";
import { RatePicker } from "./rate-picker";
import { ScheduleSection } from "./schedule-section";
import { SelectField } from "./select-field";

const AMORTIZATION_YEARS = Array.from(
  { length: MAX_AMORTIZATION_YEARS - MIN_AMORTIZATION_YEARS + 1 },
  (_, index) => MIN_AMORTIZATION_YEARS + index,
);

function isFrequency(value: string): value is PaymentFrequency {
  return (PAYMENT_FREQUENCIES as readonly string[]).includes(value);
}

/** /mortgage-calculator: payment at any frequency, extra payments and the schedule they produce. */
export function MortgageCalculator() {
  const calc = useMortgageCalculator();
  const hasErrors = Object.keys(calc.errors).length > 0;
  const formats = useCalculatorFormats();
  const { t } = formats;
  const amortizationOptions = AMORTIZATION_YEARS.map((years) => ({
    value: String(years),
    label: t("calculators.years", { years }),
  }));
  const frequencyOptions = PAYMENT_FREQUENCIES.map((frequency) => ({
    value: frequency,
    label: t(FREQUENCY_TEXT[frequency].label),
  }));

  return (
    <div className="grid gap-10">
      {calc.schedule && (
        // On a phone the results sit below the inputs; this keeps the payment in view while they change.
        <p
          aria-hidden="true"
          data-testid="sticky-payment"
          className="sticky top-16 z-30 -mx-4 -mb-8 border-b border-primary/15 bg-background/95 px-4 py-2 text-sm font-semibold text-primary tabular-nums shadow-sm backdrop-blur md:hidden"
        >
          {paymentLine(formats, calc.schedule, calc.frequency)}
        </p>
      )}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="p-4 sm:p-6">
          <form
            aria-label={t("calculators.mortgage.formLabel")}
            className="grid gap-8"
            onSubmit={(event) => event.preventDefault()}
          >
            <fieldset className="grid gap-5 sm:grid-cols-2">
              <legend className="mb-4 text-lg font-semibold">{t("calculators.mortgage.yourMortgage")}</legend>
              <NumberField
                label={t("calculators.field.mortgageAmount")}
                unit="$"
                value={calc.values.amount}
                onValueChange={(value) => calc.setField("amount", value)}
                error={calc.errors.principal}
              />
              <RatePicker
                choice={calc.rateChoice}
                customRate={calc.values.customRate}
                onCustomRateChange={(value) => calc.setField("customRate", value)}
                customRateError={calc.errors.annualRatePercent}
              />
              <SelectField
                label={t("calculators.field.amortization")}
                value={String(calc.amortizationYears)}
                onValueChange={(value) => calc.setAmortizationYears(Number(value))}
                options={amortizationOptions}
              />
              <SelectField
                label={t("calculators.mortgage.frequency")}
                value={calc.frequency}
                onValueChange={(value) => {
                  if (isFrequency(value)) calc.setFrequency(value);
                }}
                options={frequencyOptions}
              />
            </fieldset>
            <CompoundingChoice value={calc.compounding} onValueChange={calc.setCompounding} />
            <fieldset className="grid gap-5 sm:grid-cols-2">
              <legend className="mb-1 text-lg font-semibold">{t("calculators.mortgage.payFaster")}</legend>
              <p className="text-sm text-muted-foreground sm:col-span-2">
                {t("calculators.mortgage.payFasterIntro")}
              </p>
              <NumberField
                label={t("calculators.mortgage.extraPerPayment")}
                unit="$"
                value={calc.values.extraPerPayment}
                onValueChange={(value) => calc.setField("extraPerPayment", value)}
                error={calc.errors.extraPerPayment}
              />
              <NumberField
                label={t("calculators.mortgage.lumpSum")}
                unit="$"
                value={calc.values.annualLumpSum}
                onValueChange={(value) => calc.setField("annualLumpSum", value)}
                error={calc.errors.annualLumpSum}
                hint={t("calculators.mortgage.lumpSumHint")}
              />
            </fieldset>
          </form>
        </Card>
        <section
          aria-labelledby="mortgage-results-title"
          className="rounded-xl border border-primary/15 bg-primary/5 p-4 sm:p-6 lg:sticky lg:top-24"
        >
          <h2
            id="mortgage-results-title"
            className="text-sm font-semibold tracking-wide text-primary uppercase"
          >
            {t("calculators.results.title")}
          </h2>
          {calc.schedule ? (
            <PaymentSummary
              schedule={calc.schedule}
              frequency={calc.frequency}
              extraPerPayment={calc.input?.extraPerPayment ?? 0}
            />
          ) : (
            <p className="mt-4 text-sm text-muted-foreground">
              {t(hasErrors ? "calculators.fixFieldsPrompt" : "calculators.enterFiguresPrompt")}
            </p>
          )}
          <LiveAnnouncement
            message={mortgageAnnouncement(formats, calc.schedule, calc.frequency, hasErrors)}
          />
        </section>
      </div>
      {calc.schedule && calc.input && (
        // Below the first screen: hydrated after the rest.
        <Suspense fallback={null}>
          <ScheduleSection principal={calc.input.principal} schedule={calc.schedule} />
        </Suspense>
      )}
    </div>
  );
}
