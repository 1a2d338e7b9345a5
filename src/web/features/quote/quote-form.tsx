import {
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from "react-hook-form";
import { useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../lib/toast";
import type { Locale } from "../../../domain/format";
import { HOME_QUOTE_DEFAULTS } from "../../../domain/mortgage/home-quote";
import { formatDecimalInput } from "../../../domain/number-input";
import type { QuoteLeadType } from "../../../domain/schemas/leads";
import { useLocale, useT } from "../../i18n/use-t";
import { PrivacyNotice } from "../../components/legal/privacy-notice";
import { Button } from "../../components/ui/button";
import { QuoteCalculatorFields } from "./quote-calculator-fields";
import { QuoteContactFields, type QuoteContactInput } from "./quote-contact-fields";
import {
  liveQuote,
  QUOTE_FORM_DEFAULTS,
  quoteFormSchema,
  toQuoteLead,
  type QuoteFormInput,
  type QuoteFormOutput,
} from "./quote-form-schema";
import { QuoteResults } from "./quote-results";
import { RenewalFields } from "./renewal-fields";
import {
  liveRenewal,
  RENEWAL_FORM_DEFAULTS,
  renewalFormSchema,
  toRenewalLead,
  type RenewalFormInput,
  type RenewalFormOutput,
} from "./renewal-form-schema";
import { RenewalResults } from "./renewal-results";
import { QUOTE_TOAST_POSITION } from "./toast-placement";
import { quoteFailureMessage, useSubmitQuote } from "./submit-quote";

/** Both forms' fields: a form registers only its own, and its schema reads only those. */
type FormInput = QuoteFormInput & RenewalFormInput;
type FormOutput = QuoteFormOutput | RenewalFormOutput;

/** The fields whose absence the spec's toast reports: the purchase form's two, plus the renewal figures. */
const REQUIRED_FIELDS = ["client_name", "client_email", "propertyValue", "mortgageBalance"] as const;

interface QuoteFormProps {
  type: QuoteLeadType;
  /** Called after the lead is stored and the form is back to its defaults. */
  onSubmitted: () => void;
}

/** Both forms' starting values, the default rate written the way the page's language writes it ("4,79"). */
function formDefaults(locale: Locale): FormInput {
  return {
    ...QUOTE_FORM_DEFAULTS,
    ...RENEWAL_FORM_DEFAULTS,
    mortgageRate: formatDecimalInput(HOME_QUOTE_DEFAULTS.annualRatePercent, locale),
  };
}

function PurchaseSection({ control, register, errors }: SectionProps) {
  const locale = useLocale();
  const [price, downPayment, amortization, mortgageRate, paymentFrequency] = useWatch({
    control,
    name: ["price", "downPayment", "amortization", "mortgageRate", "paymentFrequency"],
  });
  const result = liveQuote({ price, downPayment, amortization, mortgageRate, paymentFrequency }, locale);
  return (
    <>
      <QuoteCalculatorFields register={register} errors={errors} />
      <QuoteResults result={result} paymentFrequency={paymentFrequency} />
    </>
  );
}

function RenewalSection({ control, register, errors }: SectionProps) {
  const locale = useLocale();
  const [propertyValue, mortgageBalance, currentRate, amortization, mortgageRate, paymentFrequency] =
    useWatch({
      control,
      name: [
        "propertyValue",
        "mortgageBalance",
        "currentRate",
        "amortization",
        "mortgageRate",
        "paymentFrequency",
      ],
    });
  const result = liveRenewal(
    { propertyValue, mortgageBalance, currentRate, amortization, mortgageRate, paymentFrequency },
    locale,
  );
  return (
    <>
      <RenewalFields register={register} errors={errors} />
      <RenewalResults result={result} paymentFrequency={paymentFrequency} />
    </>
  );
}

interface SectionProps {
  control: Control<FormInput, unknown, FormOutput>;
  register: UseFormRegister<FormInput>;
  errors: FieldErrors<FormInput>;
}

/**
 * The home calculator (spec section 9) with live results, then the contact details that send the quote.
 * A purchase (rate_quote) asks for the price and down payment; a renewal (refinance) for the renewal figures.
 */
export function QuoteForm({ type, onSubmitted }: QuoteFormProps) {
  const renewal = type === "refinance";
  const t = useT();
  const locale = useLocale();
  const submitQuote = useSubmitQuote();
  const resolver = useMemo(
    () =>
      (renewal
        ? zodResolver(renewalFormSchema(locale))
        : zodResolver(quoteFormSchema(locale))) as unknown as Resolver<FormInput, unknown, FormOutput>,
    [renewal, locale],
  );
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver,
    defaultValues: formDefaults(locale),
  });

  const onValid = async (values: FormOutput) => {
    try {
      await submitQuote.mutateAsync(
        renewal ? toRenewalLead(values as RenewalFormOutput) : toQuoteLead(values as QuoteFormOutput, type),
      );
    } catch (error) {
      toast.error(quoteFailureMessage(error, t), { position: QUOTE_TOAST_POSITION });
      return;
    }
    toast.success(t("quote.success"));
    reset(formDefaults(locale));
    onSubmitted();
  };

  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    if (REQUIRED_FIELDS.some((field) => invalid[field])) {
      toast.error(t("quote.missingFields"), { position: QUOTE_TOAST_POSITION });
    }
  };

  const Section = renewal ? RenewalSection : PurchaseSection;
  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-6">
        <p className="text-sm text-muted-foreground">
          <FormattedMessage
            id="quote.requiredNote"
            values={{
              mark: (chunks) => <span aria-hidden="true">{chunks}</span>,
              sr: (chunks) => <span className="sr-only">{chunks}</span>,
            }}
          />
        </p>
        <Section control={control} register={register} errors={errors} />
        <div className="flex flex-col gap-4 border-t border-border pt-6">
          <div>
            <h3 className="font-semibold">{t("quote.sendTitle")}</h3>
            <p className="text-sm text-muted-foreground">{t("quote.sendIntro")}</p>
          </div>
          <QuoteContactFields
            register={register as unknown as UseFormRegister<QuoteContactInput>}
            errors={errors}
          />
        </div>
        <PrivacyNotice kind="quote" />
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" aria-busy={isSubmitting}>
          {isSubmitting ? t("forms.submitting") : t("quote.submit")}
        </Button>
      </fieldset>
    </form>
  );
}
