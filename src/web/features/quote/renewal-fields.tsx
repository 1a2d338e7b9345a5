import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "../../components/ui/input";
import { useT } from "../../i18n/use-t";
import { QuoteTermsFields, type QuoteTermsInput } from "./quote-calculator-fields";
import { DollarInput, PercentInput, QuoteField } from "./quote-field";
import type { RenewalFormInput } from "./renewal-form-schema";

interface RenewalFieldsProps {
  register: UseFormRegister<RenewalFormInput>;
  errors: FieldErrors<RenewalFormInput>;
}

/** The renewal questions: property value, balance, renewal date and current rate, then the renewal terms. */
export function RenewalFields({ register, errors }: RenewalFieldsProps) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <QuoteField label={t("quote.propertyValue")} required error={errors.propertyValue?.message}>
        {(control) => <DollarInput grouped {...control} {...register("propertyValue")} />}
      </QuoteField>
      <QuoteField
        label={t("quote.mortgageBalance")}
        required
        error={errors.mortgageBalance?.message}
        hint={t("quote.balanceHint")}
      >
        {(control) => <DollarInput grouped {...control} {...register("mortgageBalance")} />}
      </QuoteField>
      <QuoteField
        label={t("quote.renewalDate")}
        error={errors.renewalDate?.message}
        hint={t("quote.renewalDateHint")}
      >
        {(control) => <Input type="date" {...control} {...register("renewalDate")} />}
      </QuoteField>
      <QuoteField
        label={t("quote.currentRate")}
        error={errors.currentRate?.message}
        hint={t("quote.currentRateHint")}
      >
        {(control) => <PercentInput {...control} {...register("currentRate")} />}
      </QuoteField>
      <QuoteTermsFields
        register={register as unknown as UseFormRegister<QuoteTermsInput>}
        errors={errors}
        rateLabel={t("quote.renewalRate")}
        amortizationLabel={t("quote.remainingAmortization")}
      />
    </div>
  );
}
