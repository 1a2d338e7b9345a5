import { AFFORDABILITY_AMORTIZATIONS } from "../../../../domain/mortgage/affordability";
import { Card } from "../../../components/ui/card";
import { LiveAnnouncement } from "../../../components/ui/live-announcement";
import { headlineSummary } from "../affordability-headline";
import { affordabilityAnnouncement } from "../announcements";
import { calculatorMessages } from "../messages";
import { useAffordability, type AffordabilityField } from "../use-affordability";
import { AffordabilityResults } from "./affordability-results";
import { NumberField } from "./number-field";
import { StressTestCard } from "./stress-test-card";
import { SelectField } from "./select-field";

interface FigureField {
  name: Exclude<AffordabilityField, "amortizationYears">;
  label: string;
  unit: "$" | "%";
  hint?: string;
}

const INCOME_FIELDS: FigureField[] = [
  {
    name: "annualIncome",
    label: "Combined annual income",
    unit: "$",
    hint: "Before tax, for everyone on the mortgage.",
  },
  { name: "downPayment", label: "Down payment", unit: "$" },
  { name: "annualRatePercent", label: "Interest rate", unit: "%" },
];

const COST_FIELDS: FigureField[] = [
  { name: "monthlyHeating", label: "Heating & electricity per month", unit: "$" },
  { name: "annualPropertyTax", label: "Property tax per year", unit: "$" },
  { name: "monthlyCondoFees", label: "Condo fees per month", unit: "$" },
  {
    name: "monthlyDebts",
    label: "Other monthly debt payments",
    unit: "$",
    hint: "Car loans, credit cards, lines of credit.",
  },
];

const AMORTIZATION_OPTIONS = AFFORDABILITY_AMORTIZATIONS.map((years) => ({
  value: String(years),
  label: `${years} year${years === 1 ? "" : "s"}`,
}));

/** /affordability-calculator: the price an income supports under the debt service limits. */
export function AffordabilityCalculator() {
  const { values, setField, input, errors, result } = useAffordability();
  const field = (spec: FigureField) => (
    <NumberField
      key={spec.name}
      label={spec.label}
      unit={spec.unit}
      hint={spec.hint}
      value={values[spec.name]}
      onValueChange={(value) => setField(spec.name, value)}
      error={errors[spec.name]}
    />
  );

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <Card className="p-4 sm:p-6">
        <form
          aria-label="Affordability calculator"
          className="grid gap-8"
          onSubmit={(event) => event.preventDefault()}
        >
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-4 text-lg font-semibold">Income and mortgage</legend>
            {INCOME_FIELDS.map(field)}
            <SelectField
              label="Amortization"
              value={values.amortizationYears}
              onValueChange={(value) => setField("amortizationYears", value)}
              options={AMORTIZATION_OPTIONS}
            />
          </fieldset>
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-4 text-lg font-semibold">Monthly costs and debts</legend>
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
          What you can afford
        </h2>
        {input && result ? (
          <AffordabilityResults input={input} result={result} />
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">{calculatorMessages.fixFieldsPrompt}</p>
        )}
        <LiveAnnouncement
          message={affordabilityAnnouncement(input && result ? headlineSummary(input, result) : undefined)}
        />
      </section>
      {result && <StressTestCard stressTest={result.stressTest} />}
    </div>
  );
}
