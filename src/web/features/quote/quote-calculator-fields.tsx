import type { ComponentProps } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import {
  DOWN_PAYMENT_HELP_TEXT,
  HOME_QUOTE_AMORTIZATIONS,
  HOME_QUOTE_FREQUENCIES,
  HOME_QUOTE_LOCATIONS,
} from "../../../domain/mortgage/home-quote";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { Field } from "../../components/ui/field";
import { PAYMENT_FREQUENCY_LABELS, type QuoteFormInput } from "./quote-form-schema";

interface QuoteCalculatorFieldsProps {
  register: UseFormRegister<QuoteFormInput>;
  errors: FieldErrors<QuoteFormInput>;
}

function Affix({ side, children }: { side: "left" | "right"; children: string }) {
  return (
    <span
      aria-hidden="true"
      className={`pointer-events-none absolute inset-y-0 flex items-center text-muted-foreground ${side === "left" ? "left-3" : "right-3"}`}
    >
      {children}
    </span>
  );
}

/** An amount in dollars: the $ sign sits inside the field. */
function DollarInput(props: ComponentProps<typeof Input>) {
  return (
    <div className="relative">
      <Affix side="left">$</Affix>
      <Input inputMode="decimal" autoComplete="off" className="pl-7 tabular-nums" {...props} />
    </div>
  );
}

/** Purchase price, down payment, location, amortization, interest rate and payment frequency. */
export function QuoteCalculatorFields({ register, errors }: QuoteCalculatorFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Purchase price" error={errors.price?.message}>
        {(control) => <DollarInput {...control} {...register("price")} />}
      </Field>
      <Field label="Down payment" error={errors.downPayment?.message} hint={DOWN_PAYMENT_HELP_TEXT}>
        {(control) => <DollarInput {...control} {...register("downPayment")} />}
      </Field>
      <Field label="Location" error={errors.location?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("location")}>
            {HOME_QUOTE_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {location}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Amortization" error={errors.amortization?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("amortization")}>
            {HOME_QUOTE_AMORTIZATIONS.map((years) => (
              <option key={years} value={String(years)}>
                {years} years
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Interest rate" error={errors.mortgageRate?.message}>
        {(control) => (
          <div className="relative">
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              className="pr-8 tabular-nums"
              {...register("mortgageRate")}
            />
            <Affix side="right">%</Affix>
          </div>
        )}
      </Field>
      <Field label="Payment frequency" error={errors.paymentFrequency?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("paymentFrequency")}>
            {HOME_QUOTE_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {PAYMENT_FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
    </div>
  );
}
