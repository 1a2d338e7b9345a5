import { Info } from "lucide-react";
import { loadErrors } from "../../../../domain/messages";
import { PROVINCES } from "../../../../domain/constants";
import { calculatorMessages } from "../messages";
import { rateLabel } from "../rate-choice";
import type { RateChoice } from "../use-rate-choice";
import { NumberField } from "./number-field";
import { SelectField } from "./select-field";

const PROVINCE_OPTIONS = PROVINCES.map(({ name }) => ({ value: name, label: name }));

interface RatePickerProps {
  choice: RateChoice;
  customRate: string;
  onCustomRateChange: (value: string) => void;
  customRateError?: string;
}

function rateStatus(choice: RateChoice): string | undefined {
  if (choice.query.isPending) return "Loading rates…";
  if (choice.query.isError) return loadErrors.rates;
  if (choice.rates.length === 0) return "No rates are available right now";
  return undefined;
}

/** Province → its active rates from the API, and a custom rate that replaces the chosen one when filled. */
export function RatePicker({ choice, customRate, onCustomRateChange, customRateError }: RatePickerProps) {
  const status = rateStatus(choice);
  const customInUse = customRate.trim() !== "";
  const fallback = choice.query.data?.fallback === true;

  return (
    <>
      <SelectField
        label="Province"
        value={choice.province}
        onValueChange={choice.setProvince}
        options={PROVINCE_OPTIONS}
      />
      <SelectField
        label="Rate"
        value={status ? "" : String(choice.chosen?.id ?? "")}
        onValueChange={choice.pick}
        disabled={status !== undefined}
        options={
          status
            ? [{ value: "", label: status }]
            : choice.rates.map((rate) => ({ value: String(rate.id), label: rateLabel(rate) }))
        }
        hint={
          fallback && (
            <p className="flex flex-wrap items-center gap-x-1.5 font-medium text-foreground">
              <Info className="size-3.5 shrink-0 text-primary" aria-hidden="true" />
              {calculatorMessages.nationalRatesNotice}
              <span className="font-normal text-muted-foreground">
                ({choice.province} has no rates of its own)
              </span>
            </p>
          )
        }
      />
      <NumberField
        label="Custom rate (optional)"
        unit="%"
        value={customRate}
        onValueChange={onCustomRateChange}
        error={customRateError}
        hint={customInUse ? calculatorMessages.customRateInUse : "Leave blank to use the chosen rate."}
      />
    </>
  );
}
