import type { FieldErrors, UseFormRegister } from "react-hook-form";
import {
  DOWN_PAYMENT_HELP_TEXT,
  HOME_QUOTE_AMORTIZATIONS,
  HOME_QUOTE_FREQUENCIES,
  HOME_QUOTE_LOCATIONS,
} from "../../../domain/mortgage/home-quote";
import { NativeSelect } from "../../components/ui/native-select";
import { DollarInput, PercentInput, QuoteField } from "./quote-field";
import { PAYMENT_FREQUENCY_LABELS, type QuoteFormInput } from "./quote-form-schema";

interface QuoteCalculatorFieldsProps {
  register: UseFormRegister<QuoteFormInput>;
  errors: FieldErrors<QuoteFormInput>;
}

/** Purchase price, down payment, then the terms both quote forms share. */
export function QuoteCalculatorFields({ register, errors }: QuoteCalculatorFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <QuoteField label="Purchase price" error={errors.price?.message}>
        {(control) => <DollarInput {...control} {...register("price")} />}
      </QuoteField>
      <QuoteField label="Down payment" error={errors.downPayment?.message} hint={DOWN_PAYMENT_HELP_TEXT}>
        {(control) => <DollarInput {...control} {...register("downPayment")} />}
      </QuoteField>
      <QuoteTermsFields
        register={register as unknown as UseFormRegister<QuoteTermsInput>}
        errors={errors}
        rateLabel="Interest rate"
        amortizationLabel="Amortization"
      />
    </div>
  );
}

/** The fields both forms share, by the same names. */
export interface QuoteTermsInput {
  location: QuoteFormInput["location"];
  amortization: string;
  mortgageRate: string;
  paymentFrequency: QuoteFormInput["paymentFrequency"];
}

interface QuoteTermsFieldsProps {
  register: UseFormRegister<QuoteTermsInput>;
  errors: FieldErrors<QuoteTermsInput>;
  rateLabel: string;
  amortizationLabel: string;
  amortizationHint?: string;
}

/** Location, amortization, the rate the payment is computed at, and the payment frequency. */
export function QuoteTermsFields({
  register,
  errors,
  rateLabel,
  amortizationLabel,
  amortizationHint,
}: QuoteTermsFieldsProps) {
  return (
    <>
      <QuoteField label="Location" required error={errors.location?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("location")}>
            {HOME_QUOTE_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </NativeSelect>
        )}
      </QuoteField>
      <QuoteField
        label={amortizationLabel}
        required
        error={errors.amortization?.message}
        hint={amortizationHint}
      >
        {(control) => (
          <NativeSelect {...control} {...register("amortization")}>
            {HOME_QUOTE_AMORTIZATIONS.map((years) => (
              <option key={years} value={String(years)}>
                {years} years
              </option>
            ))}
          </NativeSelect>
        )}
      </QuoteField>
      <QuoteField label={rateLabel} required error={errors.mortgageRate?.message}>
        {(control) => <PercentInput {...control} {...register("mortgageRate")} />}
      </QuoteField>
      <QuoteField label="Payment frequency" required error={errors.paymentFrequency?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("paymentFrequency")}>
            {HOME_QUOTE_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {PAYMENT_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </NativeSelect>
        )}
      </QuoteField>
    </>
  );
}
