import { useMemo } from "react";
import {
  closingCostsCalculatorLink,
  mortgageInsuranceCalculatorLink,
} from "../../../../domain/closing-costs/closing-costs-query";
import { dueAtClosingCents, reliefClaimedLater } from "../../../../domain/closing-costs/land-transfer-tax";
import { JURISDICTIONS } from "../../../../domain/closing-costs/land-transfer-tax-tables";
import { provinceLabel } from "../../../../domain/province-labels";
import { Card } from "../../../components/ui/card";
import { NumberField } from "../../calculators/components/number-field";
import { ResultFigures } from "../../calculators/components/result-figures";
import { useCalculatorFormats } from "../../calculators/use-calculator-formats";
import { CASH_TO_CLOSE_KEYS, LAND_TRANSFER_TAX_KEYS, MORTGAGE_INSURANCE_KEYS } from "../calculator-keys";
import { asksMortgageAmount, landTransferTaxOutcome } from "../closing-costs-results";
import { sourceText } from "../closing-costs-text";
import { formQuery, pickQuery, useClosingCostsForm } from "../use-closing-costs-form";
import { LevyWorking } from "./levy-working";
import { ProvinceCityFields } from "./province-city-fields";
import { RelatedCalculators } from "./related-calculators";
import { CalculatorGrid, ResultsPanel } from "./results-panel";
import { ToggleField } from "./toggle-field";

/** /land-transfer-tax-calculator: the tax (or the registration fees charged instead), the rebate and the net. */
export function LandTransferTaxCalculator() {
  const { form, locale, setFigure, setProvince, setCity, setFirstTime } =
    useClosingCostsForm(LAND_TRANSFER_TAX_KEYS);
  const f = useCalculatorFormats();
  const { t } = f;
  const { result, errors } = useMemo(() => landTransferTaxOutcome(form, locale), [form, locale]);
  const query = formQuery(form, locale);
  const province = provinceLabel(form.province, locale) ?? form.province;
  const jurisdiction = JURISDICTIONS[form.province];
  // Named as fees where the province charges them instead of a tax; where it computes neither, the
  // figures are the $0 of land transfer tax and the note says why.
  const fees = !jurisdiction.landTransferTax && jurisdiction.registrationFees === "computed";
  const laterCredit = result !== undefined && reliefClaimedLater(result);

  return (
    <CalculatorGrid>
      <Card className="p-4 sm:p-6">
        <form
          aria-label={t("closing-costs.ltt.formLabel")}
          className="grid gap-5 sm:grid-cols-2"
          onSubmit={(event) => event.preventDefault()}
        >
          <NumberField
            label={t("calculators.field.purchasePrice")}
            unit="$"
            value={form.figures.price ?? ""}
            onValueChange={(value) => setFigure("price", value)}
            error={errors.price}
            className="sm:col-span-2"
          />
          <ProvinceCityFields
            province={form.province}
            city={form.city}
            onProvinceChange={setProvince}
            onCityChange={setCity}
          />
          {asksMortgageAmount(form.province) && (
            <NumberField
              label={t("calculators.field.mortgageAmount")}
              unit="$"
              hint={t("closing-costs.ltt.mortgageAmountHint")}
              value={form.figures.mortgageAmount ?? ""}
              onValueChange={(value) => setFigure("mortgageAmount", value)}
              error={errors.mortgageAmount}
              className="sm:col-span-2"
            />
          )}
          <ToggleField
            label={t("closing-costs.field.firstTime")}
            hint={t("closing-costs.ltt.firstTimeHint")}
            checked={form.firstTime}
            onCheckedChange={setFirstTime}
          />
        </form>
      </Card>
      <ResultsPanel
        id="land-transfer-tax-results"
        title={t(fees ? "closing-costs.ltt.resultsTitleFees" : "closing-costs.ltt.resultsTitle")}
        announcement={
          result
            ? t("closing-costs.ltt.announcement", {
                net: f.cents(result.netCents / 100),
                price: f.dollars(Number(query.price ?? 0)),
              })
            : t("calculators.fixFieldsPrompt")
        }
      >
        {result ? (
          <>
            <ResultFigures
              className="mt-4"
              leadLarge
              figures={[
                {
                  label: t(fees ? "closing-costs.ltt.netFees" : "closing-costs.ltt.net"),
                  value: f.cents(result.netCents / 100),
                  note: laterCredit
                    ? t("closing-costs.ltt.paidAtClosing", {
                        amount: f.cents(dueAtClosingCents(result) / 100),
                      })
                    : undefined,
                },
                {
                  label: t(fees ? "closing-costs.ltt.totalFees" : "closing-costs.ltt.total"),
                  value: f.cents(result.taxCents / 100),
                },
                {
                  label: t(laterCredit ? "closing-costs.ltt.credit" : "closing-costs.ltt.rebate"),
                  value: f.cents(result.rebateCents / 100),
                  note: laterCredit ? t("closing-costs.ltt.creditNote") : undefined,
                },
              ]}
            />
            {result.needsMortgageAmount.length > 0 && (
              <p className="mt-4 text-sm">{t("closing-costs.ltt.needsMortgageAmount")}</p>
            )}
          </>
        ) : (
          <p className="mt-4 text-sm text-muted-foreground">{t("calculators.fixFieldsPrompt")}</p>
        )}
        <RelatedCalculators
          links={[
            {
              text: "closing-costs.related.insurance",
              to: mortgageInsuranceCalculatorLink(pickQuery(query, MORTGAGE_INSURANCE_KEYS)),
            },
            {
              text: "closing-costs.related.cashToClose",
              to: closingCostsCalculatorLink(pickQuery(query, CASH_TO_CLOSE_KEYS)),
            },
          ]}
        />
      </ResultsPanel>
      <section aria-labelledby="land-transfer-tax-working" className="grid gap-4">
        <h2 id="land-transfer-tax-working" className="text-xl font-semibold tracking-tight">
          {t("closing-costs.working.title")}
        </h2>
        {!jurisdiction.landTransferTax && (
          <p className="text-sm">
            {jurisdiction.registrationFees === "computed"
              ? t("closing-costs.ltt.registrationFeesInstead", { province })
              : t("closing-costs.ltt.noTaxNoFees", {
                  province,
                  source: sourceText(form.province, jurisdiction.source, f),
                })}
          </p>
        )}
        {result?.levies.map((levy) => (
          <LevyWorking key={levy.levy.id} result={levy} f={f} />
        ))}
      </section>
    </CalculatorGrid>
  );
}
