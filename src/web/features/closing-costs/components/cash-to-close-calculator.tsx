import { useMemo } from "react";
import {
  CASH_TO_CLOSE_LABELS,
  CLOSING_COST_DEFAULTS,
  legalCostKey,
  type EditableCost,
} from "../../../../domain/closing-costs/cash-to-close";
import { mortgageInsuranceCalculatorLink } from "../../../../domain/closing-costs/closing-costs-query";
import { reliefClaimedLater } from "../../../../domain/closing-costs/land-transfer-tax";
import { Card } from "../../../components/ui/card";
import { NumberField } from "../../calculators/components/number-field";
import { useCalculatorFormats } from "../../calculators/use-calculator-formats";
import { inputText } from "../../calculators/use-figure-fields";
import { CASH_TO_CLOSE_KEYS, MORTGAGE_INSURANCE_KEYS } from "../calculator-keys";
import { cashToCloseOutcome } from "../closing-costs-results";
import { formQuery, landTransferTaxLinkFor, pickQuery, useClosingCostsForm } from "../use-closing-costs-form";
import { InsuranceStatusNote } from "./insurance-status-note";
import { PurchaseFields } from "./purchase-fields";
import { RelatedCalculators } from "./related-calculators";
import { CalculatorGrid, ResultsPanel } from "./results-panel";

const OTHER_COSTS: readonly Exclude<EditableCost, "legalFees">[] = [
  "titleInsurance",
  "homeInspection",
  "adjustments",
];

/** /closing-costs-calculator: every amount paid on closing day, itemised, and their total. */
export function CashToCloseCalculator() {
  const { form, locale, setFigure, setProvince, setCity, setFirstTime, setNewBuild } =
    useClosingCostsForm(CASH_TO_CLOSE_KEYS);
  const f = useCalculatorFormats();
  const { t } = f;
  const { result, errors } = useMemo(() => cashToCloseOutcome(form, locale), [form, locale]);
  const query = formQuery(form, locale);
  const legalKey = legalCostKey(form);
  const insurance = result?.cash.insurance;

  /** A cost's field: its default shows until the buyer types their own quote. */
  const costField = (cost: EditableCost, shown: keyof typeof CLOSING_COST_DEFAULTS) => {
    const { label, amount, explanation } = CLOSING_COST_DEFAULTS[shown];
    return (
      <NumberField
        key={cost}
        label={t(label)}
        unit="$"
        hint={t("closing-costs.cost.hint", { explanation: t(explanation), amount: f.dollars(amount) })}
        value={form.figures[cost] ?? inputText(String(amount), locale)}
        onValueChange={(value) => setFigure(cost, value)}
        error={errors[cost]}
      />
    );
  };

  return (
    <CalculatorGrid>
      <Card className="p-4 sm:p-6">
        <form
          aria-label={t("closing-costs.cash.formLabel")}
          className="grid gap-8"
          onSubmit={(event) => event.preventDefault()}
        >
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-4 text-lg font-semibold">{t("closing-costs.cash.purchaseLegend")}</legend>
            <PurchaseFields
              form={form}
              errors={errors}
              setFigure={setFigure}
              setProvince={setProvince}
              setCity={setCity}
              setFirstTime={setFirstTime}
              setNewBuild={setNewBuild}
              firstTimeHint={t("closing-costs.cash.firstTimeHint")}
            />
          </fieldset>
          <fieldset className="grid gap-5 sm:grid-cols-2">
            <legend className="mb-1 text-lg font-semibold">{t("closing-costs.cash.costsLegend")}</legend>
            <p className="text-sm text-muted-foreground sm:col-span-2">
              {t("closing-costs.cash.costsIntro")}
            </p>
            {costField("legalFees", legalKey)}
            {OTHER_COSTS.map((cost) => costField(cost, cost))}
          </fieldset>
        </form>
      </Card>
      <ResultsPanel
        id="cash-to-close-results"
        title={t("closing-costs.cash.resultsTitle")}
        announcement={
          result
            ? t("closing-costs.cash.announcement", { total: f.cents(result.cash.total) })
            : t("calculators.fixFieldsPrompt")
        }
      >
        {result && insurance ? (
          <>
            <div className="mt-4 border-b border-border pb-4">
              <p className="text-sm text-muted-foreground">{t("closing-costs.cash.total")}</p>
              <p className="mt-1 text-3xl font-semibold tracking-tight text-primary tabular-nums sm:text-4xl">
                {f.cents(result.cash.total)}
              </p>
            </div>
            <dl className="mt-4 grid gap-2 text-sm" data-testid="cash-to-close-lines">
              {result.cash.lines.map((line) => (
                <div key={line.key} className="flex items-baseline justify-between gap-4">
                  <dt>{t(CASH_TO_CLOSE_LABELS[line.key])}</dt>
                  <dd className="font-medium whitespace-nowrap tabular-nums">{f.cents(line.amount)}</dd>
                </div>
              ))}
            </dl>
            <ul className="mt-4 grid gap-2 text-xs text-muted-foreground">
              {insurance.premium > 0 && (
                <li>
                  {t("closing-costs.cash.premiumFinanced", {
                    premium: f.cents(insurance.premium),
                    totalLoan: f.cents(insurance.totalLoan),
                  })}
                </li>
              )}
              {reliefClaimedLater(result.landTransferTax) && (
                <li>
                  {t("closing-costs.cash.creditLater", {
                    credit: f.cents(result.landTransferTax.rebateCents / 100),
                  })}
                </li>
              )}
            </ul>
            {insurance.status !== "required" && insurance.status !== "not-required" && (
              <InsuranceStatusNote
                status={insurance.status}
                minimumDownPayment={insurance.minimumDownPayment}
                f={f}
              />
            )}
          </>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">{t("calculators.fixFieldsPrompt")}</p>
        )}
        <RelatedCalculators
          links={[
            {
              text: "closing-costs.related.landTransferTaxWorking",
              to: landTransferTaxLinkFor(query, insurance?.totalLoan),
            },
            {
              text: "closing-costs.related.insuranceDetail",
              to: mortgageInsuranceCalculatorLink(pickQuery(query, MORTGAGE_INSURANCE_KEYS)),
            },
          ]}
        />
      </ResultsPanel>
    </CalculatorGrid>
  );
}
