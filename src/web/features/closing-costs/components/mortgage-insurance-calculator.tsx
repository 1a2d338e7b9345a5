import { useMemo } from "react";
import {
  closingCostsCalculatorLink,
  landTransferTaxCalculatorLink,
} from "../../../../domain/closing-costs/closing-costs-query";
import { MORTGAGE_INSURANCE_RULES, premiumTierBasisPoints } from "../../../../domain/closing-costs/cmhc";
import { checkDownPayment } from "../../../../domain/mortgage/down-payment";
import { MAX_AMORTIZATION_YEARS, MIN_AMORTIZATION_YEARS } from "../../../../domain/mortgage/schemas";
import { Card } from "../../../components/ui/card";
import { NumberField } from "../../calculators/components/number-field";
import { ResultFigures, type ResultFigure } from "../../calculators/components/result-figures";
import { SelectField } from "../../calculators/components/select-field";
import { useCalculatorFormats } from "../../calculators/use-calculator-formats";
import { CASH_TO_CLOSE_KEYS, LAND_TRANSFER_TAX_KEYS, MORTGAGE_INSURANCE_KEYS } from "../calculator-keys";
import { asksMortgageAmount, mortgageInsuranceOutcome } from "../closing-costs-results";
import { shortPercent } from "../closing-costs-text";
import { formQuery, pickQuery, useClosingCostsForm } from "../use-closing-costs-form";
import { InsuranceStatusNote } from "./insurance-status-note";
import { PremiumRules } from "./premium-rules";
import { ProvinceCityFields } from "./province-city-fields";
import { RelatedCalculators } from "./related-calculators";
import { CalculatorGrid, ResultsPanel } from "./results-panel";
import { ToggleField } from "./toggle-field";

const AMORTIZATION_YEARS = Array.from(
  { length: MAX_AMORTIZATION_YEARS - MIN_AMORTIZATION_YEARS + 1 },
  (_, index) => MIN_AMORTIZATION_YEARS + index,
);

/** /cmhc-insurance-calculator: whether insurance applies, its premium, the loan with it and the tax on it. */
export function MortgageInsuranceCalculator() {
  const { form, locale, setFigure, setProvince, setFirstTime, setNewBuild } =
    useClosingCostsForm(MORTGAGE_INSURANCE_KEYS);
  const f = useCalculatorFormats();
  const { t } = f;
  const { result, errors } = useMemo(() => mortgageInsuranceOutcome(form, locale), [form, locale]);
  const query = formQuery(form, locale);
  const downPayment = result && checkDownPayment(result.input.price, result.input.downPayment);
  const quote = result?.quote;
  /** The tier's own rate, before any surcharge, in basis points; undefined where no premium applies. */
  const tierBasisPoints =
    result && quote && quote.premium > 0
      ? premiumTierBasisPoints(result.input.price, result.input.downPayment)
      : undefined;

  const figures: ResultFigure[] = quote
    ? [
        {
          label: t("closing-costs.insurance.premium"),
          value: f.cents(quote.premium),
          note:
            quote.premium > 0
              ? t("closing-costs.insurance.premiumNote", { rate: f.percent(quote.premiumRatePercent) })
              : undefined,
        },
        {
          label: t("closing-costs.insurance.totalLoan"),
          value: f.cents(quote.totalLoan),
          note: t("closing-costs.insurance.totalLoanNote", { loan: f.cents(quote.loan) }),
        },
        {
          label: t("closing-costs.insurance.loanToValue"),
          value: shortPercent(quote.loanToValuePercent, f),
          note:
            tierBasisPoints !== undefined
              ? t("closing-costs.insurance.tier", { rate: f.percent(tierBasisPoints / 100) })
              : undefined,
        },
        ...(quote.surchargeRatePercent > 0
          ? [
              {
                label: t("closing-costs.insurance.surcharge"),
                value: f.percent(quote.surchargeRatePercent),
                note: t("closing-costs.insurance.surchargeNote", {
                  years: MORTGAGE_INSURANCE_RULES.standardMaxAmortizationYears,
                }),
              },
            ]
          : []),
        ...(quote.salesTax > 0
          ? [
              {
                label: t("closing-costs.insurance.salesTax", {
                  rate: shortPercent(quote.salesTaxRatePercent, f),
                }),
                value: f.cents(quote.salesTax),
                note: t("closing-costs.insurance.salesTaxNote"),
              },
            ]
          : []),
      ]
    : [];

  return (
    <CalculatorGrid>
      <Card className="p-4 sm:p-6">
        <form
          aria-label={t("closing-costs.insurance.formLabel")}
          className="grid gap-5 sm:grid-cols-2"
          onSubmit={(event) => event.preventDefault()}
        >
          <NumberField
            label={t("calculators.field.purchasePrice")}
            unit="$"
            value={form.figures.price ?? ""}
            onValueChange={(value) => setFigure("price", value)}
            error={errors.price}
          />
          <NumberField
            label={t("calculators.field.downPayment")}
            unit="$"
            hint={
              downPayment
                ? t("closing-costs.insurance.downPaymentShare", {
                    percent: shortPercent(downPayment.percent, f),
                  })
                : undefined
            }
            value={form.figures.downPayment ?? ""}
            onValueChange={(value) => setFigure("downPayment", value)}
            error={errors.downPayment}
          />
          <SelectField
            label={t("calculators.field.amortization")}
            value={form.figures.amortizationYears ?? ""}
            onValueChange={(value) => setFigure("amortizationYears", value)}
            options={AMORTIZATION_YEARS.map((years) => ({
              value: String(years),
              label: t("calculators.years", { years }),
            }))}
          />
          <ProvinceCityFields province={form.province} city={form.city} onProvinceChange={setProvince} />
          <ToggleField
            label={t("closing-costs.field.firstTime")}
            hint={t("closing-costs.insurance.firstTimeHint")}
            checked={form.firstTime}
            onCheckedChange={setFirstTime}
          />
          <ToggleField
            label={t("closing-costs.field.newBuild")}
            hint={t("closing-costs.insurance.newBuildHint")}
            checked={form.newBuild}
            onCheckedChange={setNewBuild}
          />
        </form>
      </Card>
      <ResultsPanel
        id="mortgage-insurance-results"
        title={t("closing-costs.insurance.resultsTitle")}
        announcement={
          quote
            ? t("closing-costs.insurance.announcement", {
                premium: f.cents(quote.premium),
                totalLoan: f.cents(quote.totalLoan),
              })
            : t("calculators.fixFieldsPrompt")
        }
      >
        {quote && downPayment ? (
          <>
            <InsuranceStatusNote status={quote.status} minimumDownPayment={quote.minimumDownPayment} f={f} />
            <ResultFigures className="mt-4" leadLarge figures={figures} />
            <div className="mt-4 border-t border-primary/15 pt-4 text-sm" data-testid="minimum-down-payment">
              <p className="font-medium">
                {t("closing-costs.insurance.minimumDownPayment", {
                  minimum: f.cents(quote.minimumDownPayment),
                })}
              </p>
              <p className="mt-1 text-muted-foreground">
                {t(
                  downPayment.meetsMinimum
                    ? "closing-costs.insurance.minimumMet"
                    : "closing-costs.insurance.minimumNotMet",
                )}
              </p>
            </div>
          </>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">{t("calculators.fixFieldsPrompt")}</p>
        )}
        <RelatedCalculators
          links={[
            {
              text: "closing-costs.related.landTransferTax",
              to: landTransferTaxCalculatorLink(
                pickQuery(
                  // Alberta's registration levy is charged on the loan registered, the premium included.
                  {
                    ...query,
                    mortgageAmount: asksMortgageAmount(form.province) ? quote?.totalLoan : undefined,
                  },
                  LAND_TRANSFER_TAX_KEYS,
                ),
              ),
            },
            {
              text: "closing-costs.related.cashToClose",
              to: closingCostsCalculatorLink(pickQuery(query, CASH_TO_CLOSE_KEYS)),
            },
          ]}
        />
      </ResultsPanel>
      <PremiumRules f={f} tierBasisPoints={tierBasisPoints} />
    </CalculatorGrid>
  );
}
