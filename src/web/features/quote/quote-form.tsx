import {
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
  type UseFormRegister,
} from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../lib/toast";
import { publicMessages, quoteMessages } from "../../../domain/messages";
import type { QuoteLeadType } from "../../../domain/schemas/leads";
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

function PurchaseSection({ control, register, errors }: SectionProps) {
  const [price, downPayment, amortization, mortgageRate, paymentFrequency] = useWatch({
    control,
    name: ["price", "downPayment", "amortization", "mortgageRate", "paymentFrequency"],
  });
  const result = liveQuote({ price, downPayment, amortization, mortgageRate, paymentFrequency });
  return (
    <>
      <QuoteCalculatorFields register={register} errors={errors} />
      <QuoteResults result={result} paymentFrequency={paymentFrequency} />
    </>
  );
}

function RenewalSection({ control, register, errors }: SectionProps) {
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
  const result = liveRenewal({
    propertyValue,
    mortgageBalance,
    currentRate,
    amortization,
    mortgageRate,
    paymentFrequency,
  });
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
  const submitQuote = useSubmitQuote();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: (renewal
      ? zodResolver(renewalFormSchema)
      : zodResolver(quoteFormSchema)) as unknown as Resolver<FormInput, unknown, FormOutput>,
    defaultValues: { ...QUOTE_FORM_DEFAULTS, ...RENEWAL_FORM_DEFAULTS },
  });

  const onValid = async (values: FormOutput) => {
    try {
      await submitQuote.mutateAsync(
        renewal ? toRenewalLead(values as RenewalFormOutput) : toQuoteLead(values as QuoteFormOutput, type),
      );
    } catch (error) {
      toast.error(quoteFailureMessage(error), { position: QUOTE_TOAST_POSITION });
      return;
    }
    toast.success(quoteMessages.success);
    reset({ ...QUOTE_FORM_DEFAULTS, ...RENEWAL_FORM_DEFAULTS });
    onSubmitted();
  };

  const onInvalid = (invalid: FieldErrors<FormInput>) => {
    if (REQUIRED_FIELDS.some((field) => invalid[field])) {
      toast.error(quoteMessages.missingFields, { position: QUOTE_TOAST_POSITION });
    }
  };

  const Section = renewal ? RenewalSection : PurchaseSection;
  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-6">
        <p className="text-sm text-muted-foreground">
          Fields marked <span aria-hidden="true">*</span>
          <span className="sr-only">as required</span> are required.
        </p>
        <Section control={control} register={register} errors={errors} />
        <div className="flex flex-col gap-4 border-t border-border pt-6">
          <div>
            <h3 className="font-semibold">Send me a quote</h3>
            <p className="text-sm text-muted-foreground">
              A licensed broker will review these figures and reply with a personalised quote.
            </p>
          </div>
          <QuoteContactFields
            register={register as unknown as UseFormRegister<QuoteContactInput>}
            errors={errors}
          />
        </div>
        <PrivacyNotice kind="quote" />
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" aria-busy={isSubmitting}>
          {isSubmitting ? publicMessages.submitting : "Request my quote"}
        </Button>
      </fieldset>
    </form>
  );
}
