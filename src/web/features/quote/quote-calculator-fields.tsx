import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { formatCurrency, formatPercent, type Locale } from "../../../domain/format";
import {
  FIRST_TIER_RATE,
  INSURED_PRICE_CEILING,
  SECOND_TIER_RATE,
  TIER_BREAK,
  UNINSURED_DOWN_PAYMENT_PERCENT,
} from "../../../domain/mortgage/down-payment";
import {
  HOME_QUOTE_AMORTIZATIONS,
  HOME_QUOTE_FREQUENCIES,
  HOME_QUOTE_LOCATIONS,
  type HomeQuoteLocation,
} from "../../../domain/mortgage/home-quote";
import type { Translate } from "../../../i18n/translate";
import { NativeSelect } from "../../components/ui/native-select";
import { useLocale, useT } from "../../i18n/use-t";
import { DollarInput, PercentInput, QuoteField } from "./quote-field";
import type { QuoteFormInput } from "./quote-form-schema";

interface QuoteCalculatorFieldsProps {
  register: UseFormRegister<QuoteFormInput>;
  errors: FieldErrors<QuoteFormInput>;
}

/**
 * The hint beside the down payment (display only, not enforced): today's minimum, its figures taken
 * from the rule itself (issue 46) and written in the page's language.
 */
export function downPaymentHint(t: Translate, locale: Locale): string {
  return t("quote.downPaymentHint", {
    firstRate: formatPercent(FIRST_TIER_RATE * 100, 0, locale),
    tierBreak: formatCurrency(TIER_BREAK, 0, locale),
    secondRate: formatPercent(SECOND_TIER_RATE * 100, 0, locale),
    uninsuredRate: formatPercent(UNINSURED_DOWN_PAYMENT_PERCENT, 0, locale),
    ceiling: formatCurrency(INSURED_PRICE_CEILING, 0, locale),
  });
}

/** The provinces of the quote by their codes, which name them in the catalogue. */
const PROVINCE_CODES: Record<HomeQuoteLocation, string> = {
  Ontario: "ON",
  Quebec: "QC",
  "British Columbia": "BC",
  Alberta: "AB",
  Manitoba: "MB",
  Saskatchewan: "SK",
};

/** Purchase price, down payment, then the terms both quote forms share. */
export function QuoteCalculatorFields({ register, errors }: QuoteCalculatorFieldsProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <QuoteField label={t("quote.purchasePrice")} error={errors.price?.message}>
        {(control) => <DollarInput {...control} {...register("price")} />}
      </QuoteField>
      <QuoteField
        label={t("quote.downPayment")}
        error={errors.downPayment?.message}
        hint={downPaymentHint(t, locale)}
      >
        {(control) => <DollarInput {...control} {...register("downPayment")} />}
      </QuoteField>
      <QuoteTermsFields
        register={register as unknown as UseFormRegister<QuoteTermsInput>}
        errors={errors}
        rateLabel={t("quote.interestRate")}
        amortizationLabel={t("quote.amortization")}
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
  const t = useT();
  return (
    <>
      <QuoteField label={t("quote.location")} required error={errors.location?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("location")}>
            {HOME_QUOTE_LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {t("quote.province", { code: PROVINCE_CODES[location] })}
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
                {t("quote.years", { years })}
              </option>
            ))}
          </NativeSelect>
        )}
      </QuoteField>
      <QuoteField label={rateLabel} required error={errors.mortgageRate?.message}>
        {(control) => <PercentInput {...control} {...register("mortgageRate")} />}
      </QuoteField>
      <QuoteField label={t("quote.paymentFrequency")} required error={errors.paymentFrequency?.message}>
        {(control) => (
          <NativeSelect {...control} {...register("paymentFrequency")}>
            {HOME_QUOTE_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t("quote.frequency", { frequency })}
              </option>
            ))}
          </NativeSelect>
        )}
      </QuoteField>
    </>
  );
}
