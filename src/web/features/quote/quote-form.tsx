import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { publicMessages, quoteMessages } from "../../../domain/messages";
import type { QuoteLeadType } from "../../../domain/schemas/leads";
import { PrivacyNotice } from "../../components/legal/privacy-notice";
import { Button } from "../../components/ui/button";
import { QuoteCalculatorFields } from "./quote-calculator-fields";
import { QuoteContactFields } from "./quote-contact-fields";
import {
  liveQuote,
  QUOTE_FORM_DEFAULTS,
  quoteFormSchema,
  toQuoteLead,
  type QuoteFormInput,
  type QuoteFormOutput,
} from "./quote-form-schema";
import { QuoteResults } from "./quote-results";
import { quoteFailureMessage, useSubmitQuote } from "./submit-quote";

interface QuoteFormProps {
  type: QuoteLeadType;
  /** Called after the lead is stored and the form is back to its defaults. */
  onSubmitted: () => void;
}

/** The home calculator (spec section 9) with live results, then the contact details that send the quote. */
export function QuoteForm({ type, onSubmitted }: QuoteFormProps) {
  const submitQuote = useSubmitQuote();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuoteFormInput, unknown, QuoteFormOutput>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: QUOTE_FORM_DEFAULTS,
  });
  const [price, downPayment, amortization, mortgageRate, paymentFrequency] = useWatch({
    control,
    name: ["price", "downPayment", "amortization", "mortgageRate", "paymentFrequency"],
  });
  const result = liveQuote({ price, downPayment, amortization, mortgageRate, paymentFrequency });

  const onValid = async (values: QuoteFormOutput) => {
    try {
      await submitQuote.mutateAsync(toQuoteLead(values, type));
    } catch (error) {
      toast.error(quoteFailureMessage(error));
      return;
    }
    toast.success(quoteMessages.success);
    reset(QUOTE_FORM_DEFAULTS);
    onSubmitted();
  };

  const onInvalid = (invalid: FieldErrors<QuoteFormInput>) => {
    if (invalid.client_name || invalid.client_email) toast.error(quoteMessages.missingFields);
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-6">
        <QuoteCalculatorFields register={register} errors={errors} />
        <QuoteResults result={result} paymentFrequency={paymentFrequency} />
        <div className="flex flex-col gap-4 border-t border-border pt-6">
          <div>
            <h3 className="font-semibold">Send me a quote</h3>
            <p className="text-sm text-muted-foreground">
              A licensed broker will review these figures and reply with a personalised quote.
            </p>
          </div>
          <QuoteContactFields register={register} errors={errors} />
        </div>
        <PrivacyNotice kind="quote" />
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" aria-busy={isSubmitting}>
          {isSubmitting ? publicMessages.submitting : "Request my quote"}
        </Button>
      </fieldset>
    </form>
  );
}
