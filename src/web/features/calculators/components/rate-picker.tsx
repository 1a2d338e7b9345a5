import { Info } from "lucide-react";
import { PROVINCES } from "../../../../domain/constants";
import { provinceNameLabel } from "../../../../domain/province-labels";
import type { Translate } from "../../../../i18n/translate";
import { rateLabel } from "../rate-choice";
import { useCalculatorFormats } from "../use-calculator-formats";
import type { RateChoice } from "../use-rate-choice";
import { NumberField } from "./number-field";
import { SelectField } from "./select-field";

interface RatePickerProps {
  choice: RateChoice;
  customRate: string;
  onCustomRateChange: (value: string) => void;
  customRateError?: string;
}

function rateStatus(choice: RateChoice, t: Translate): string | undefined {
  if (choice.query.isPending) return t("calculators.rates.loading");
  if (choice.query.isError) return t("calculators.rates.loadError");
  if (choice.rates.length === 0) return t("calculators.rates.none");
  return undefined;
}

/** Province → its active rates from the API, and a custom rate that replaces the chosen one when filled. */
export function RatePicker({ choice, customRate, onCustomRateChange, customRateError }: RatePickerProps) {
  const { t, locale } = useCalculatorFormats();
  const status = rateStatus(choice, t);
  const customInUse = customRate.trim() !== "";
  const fallback = choice.query.data?.fallback === true;

  return (
    <>
      <SelectField
        label={t("calculators.rates.province")}
        value={choice.province}
        onValueChange={choice.setProvince}
        options={PROVINCES.map(({ name }) => ({ value: name, label: provinceNameLabel(name, locale) }))}
      />
      <SelectField
        label={t("calculators.rates.rate")}
        value={status ? "" : String(choice.chosen?.id ?? "")}
        onValueChange={choice.pick}
        disabled={status !== undefined}
        options={
          status
            ? [{ value: "", label: status }]
            : choice.rates.map((rate) => ({ value: String(rate.id), label: rateLabel(rate, t, locale) }))
        }
        hint={
          fallback && (
            <p className="flex flex-wrap items-center gap-x-1.5 font-medium text-foreground">
              <Info className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
              {t("calculators.rates.nationalNotice")}
              <span className="font-normal text-muted-foreground">
                {t("calculators.rates.noOwnRates", { province: provinceNameLabel(choice.province, locale) })}
              </span>
            </p>
          )
        }
      />
      <NumberField
        label={t("calculators.rates.customRate")}
        unit="%"
        value={customRate}
        onValueChange={onCustomRateChange}
        error={customRateError}
        hint={t(customInUse ? "calculators.rates.customRateInUse" : "calculators.rates.customRateHint")}
      />
    </>
  );
}
