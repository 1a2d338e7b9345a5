import { AFFORDABILITY_AMORTIZATIONS } from "../../../../domain/mortgage/affordability";
import { Card } from "../../../components/ui/card";
import { LiveAnnouncement } from "../../../components/ui/live-announcement";
import { headlineSummary } from "../affordability-headline";
import { affordabilityAnnouncement } from "../announcements";
import type { MessageId } from "../../../../i18n/catalogs";
import { useCalculatorFormats } from "../use-calculator-formats";
import { useAffordability, type AffordabilityField } from "../use-affordability";
import { AffordabilityResults } from "./affordability-results";
import { NumberField } from "./number-field";
import { StressTestCard } from "./stress-test-card";
import { SelectField } from "./select-field";

interface FigureField {
  name: Exclude<AffordabilityField, "amortizationYears">;
  label: MessageId;
  unit: "$" | "%";
  hint?: MessageId;
}

const INCOME_FIELDS: FigureField[] = [
  {
    name: "annualIncome",
    label: "calculators.affordability.income",
    unit: "$",
    hint: "calculators.affordability.incomeHint",
  },
  { name: "downPayment", label: "calculators.field.downPayment", unit: "$" },
  { name: "annualRatePercent", label: "calculators.field.interestRate", unit: "%" },
];

const COST_FIELDS: FigureField[] = [
  { name: "monthlyHeating", label: "calculators.affordability.heating", unit: "$" },
  { name: "annualPropertyTax", label: "calculators.affordability.propertyTax", unit: "$" },
  { name: "monthlyCondoFees", label: "calculators.affordability.condoFees", unit: "$" },
  {
    name: "monthlyDebts",
    label: "calculators.affordability.debts",
    unit: "$",
    hint: "calculators.affordability.debtsHint",
  },
];

/** /affordability-calculator: the price an income supports under the debt service limits. */
export function AffordabilityCalculator() {
  const { values, setField, input, errors, result } = useAffordability();
  const formats = useCalculatorFormats();
  const { t } = formats;
  const amortizationOptions = AFFORDABILITY_AMORTIZATIONS.map((years) => ({
    value: String(years),
    label: t("calculators.years", { years }),
  }));
  const field = (spec: FigureField) => (
    <NumberField
      key={spec.name}
      label={t(spec.label)}
      unit={spec.unit}
      hint={spec.hint && t(spec.hint)}
      value={values[spec.name]}
      onValueChange={(value) => setField(spec.name, value)}
      error={errors[spec.name]}
    />
  );

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <Card className="p-4 sm:p-6">
        <form
          aria-label={t("calculators.affordability.formLabel")}
          className="grid gap-8"
          onSubmit={(event) => event.preventDefault()}
        >
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-4 text-lg font-semibold">
              {t("calculators.affordability.incomeLegend")}
            </legend>
            {INCOME_FIELDS.map(field)}
            <SelectField
              label={t("calculators.field.amortization")}
              value={values.amortizationYears}
              onValueChange={(value) => setField("amortizationYears", value)}
              options={amortizationOptions}
            />
          </fieldset>
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-4 text-lg font-semibold">
              {t("calculators.affordability.costsLegend")}
            </legend>
            {COST_FIELDS.map(field)}
          </fieldset>
        </form>
      </Card>
      <section
        aria-labelledby="affordability-results-title"
        className="rounded-xl border border-primary/15 bg-primary/5 p-4 sm:p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        <h2
          id="affordability-results-title"
          className="text-sm font-semibold tracking-wide text-primary uppercase"
        >
          {t("calculators.affordability.resultsTitle")}
        </h2>
        {input && result ? (
          <AffordabilityResults input={input} result={result} />
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">{t("calculators.fixFieldsPrompt")}</p>
        )}
        <LiveAnnouncement
          message={affordabilityAnnouncement(
            formats,
            input && result ? headlineSummary(input, result) : undefined,
          )}
        />
      </section>
      {result && <StressTestCard stressTest={result.stressTest} />}
    </div>
  );
}
