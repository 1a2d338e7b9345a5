import { useMemo } from "react";
import { closingCostsCalculatorLink } from "../../../../domain/closing-costs/closing-costs-query";
import { MORTGAGE_INSURANCE_RULES, premiumTierBasisPoints } from "../../../../domain/closing-costs/cmhc";
import { checkDownPayment } from "../../../../domain/mortgage/down-payment";
import { Card } from "../../../components/ui/card";
import { ResultFigures, type ResultFigure } from "../../calculators/components/result-figures";
import { useCalculatorFormats } from "../../calculators/use-calculator-formats";
import { CASH_TO_CLOSE_KEYS, MORTGAGE_INSURANCE_KEYS } from "../calculator-keys";
import { mortgageInsuranceOutcome } from "../closing-costs-results";
import { shortPercent } from "../closing-costs-text";
import { formQuery, landTransferTaxLinkFor, pickQuery, useClosingCostsForm } from "../use-closing-costs-form";
import { InsuranceStatusNote } from "./insurance-status-note";
import { PremiumRules } from "./premium-rules";
import { PurchaseFields } from "./purchase-fields";
import { RelatedCalculators } from "./related-calculators";
import { CalculatorGrid, ResultsPanel } from "./results-panel";

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
          <PurchaseFields
            form={form}
            errors={errors}
            setFigure={setFigure}
            setProvince={setProvince}
            setFirstTime={setFirstTime}
            setNewBuild={setNewBuild}
            downPaymentHint={
              downPayment
                ? t("closing-costs.insurance.downPaymentShare", {
                    percent: shortPercent(downPayment.percent, f),
                  })
                : undefined
            }
            firstTimeHint={t("closing-costs.insurance.firstTimeHint")}
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
              to: landTransferTaxLinkFor(query, quote?.totalLoan),
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
