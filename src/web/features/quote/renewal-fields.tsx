import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Input } from "../../components/ui/input";
import { quoteFormMessages } from "./messages";
import { QuoteTermsFields, type QuoteTermsInput } from "./quote-calculator-fields";
import { DollarInput, PercentInput, QuoteField } from "./quote-field";
import type { RenewalFormInput } from "./renewal-form-schema";

interface RenewalFieldsProps {
  register: UseFormRegister<RenewalFormInput>;
  errors: FieldErrors<RenewalFormInput>;
}

/** The renewal questions: property value, balance, renewal date and current rate, then the renewal terms. */
export function RenewalFields({ register, errors }: RenewalFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <QuoteField label="Property value" required error={errors.propertyValue?.message}>
        {(control) => <DollarInput grouped {...control} {...register("propertyValue")} />}
      </QuoteField>
      <QuoteField
        label="Mortgage balance"
        required
        error={errors.mortgageBalance?.message}
        hint={quoteFormMessages.balanceHint}
      >
        {(control) => <DollarInput grouped {...control} {...register("mortgageBalance")} />}
      </QuoteField>
      <QuoteField
        label="Renewal date"
        error={errors.renewalDate?.message}
        hint={quoteFormMessages.renewalDateHint}
      >
        {(control) => <Input type="date" {...control} {...register("renewalDate")} />}
      </QuoteField>
      <QuoteField
        label="Current rate"
        error={errors.currentRate?.message}
        hint={quoteFormMessages.currentRateHint}
      >
        {(control) => <PercentInput {...control} {...register("currentRate")} />}
      </QuoteField>
      <QuoteTermsFields
        register={register as unknown as UseFormRegister<QuoteTermsInput>}
        errors={errors}
        rateLabel="Renewal rate"
        amortizationLabel="Remaining amortization"
      />
    </div>
  );
}
