import { useId, useState } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../lib/toast";
import { AlertCircle, Send } from "lucide-react";
import {
  contactLeadSchema,
  DEFAULT_PHONE_TYPE,
  PHONE_TYPES,
  type ContactLead,
  type ContactLeadInput,
} from "../../../domain/schemas/leads";
import { PrivacyNotice } from "../../components/legal/privacy-notice";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { NativeSelect } from "../../components/ui/native-select";
import { Textarea } from "../../components/ui/textarea";
import type { Translate } from "../../../i18n/translate";
import { useT } from "../../i18n/use-t";
import { ApiError } from "../../lib/api";
import { ConsentField } from "./consent-field";
import { FormField } from "./form-field";
import { externalNetworkToast, useSubmitContactLead, type ContactLeadReceipt } from "./submit-contact-lead";

const EMPTY_FORM: ContactLeadInput = {
  first_name: "",
  last_name: "",
  email: "",
  phone: "",
  postal_code: "",
  phone_type: DEFAULT_PHONE_TYPE,
  comments: "",
  casl_consent: false,
};

const CONTACT_TOAST_ID = "contact-form";

/** The server's message for a refused request (too many attempts, a bad field), else the spec's text. */
function failureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 400)) return error.message;
  return t("forms.contact.sendFailed");
}

interface ContactFormProps {
  /** The chosen broker's id; null for none, undefined while the broker named in the address is looked up. */
  agentId: string | null | undefined;
}

/** The contact form: required names, email, phone and comments, and CASL consent before anything is sent. */
export function ContactForm({ agentId }: ContactFormProps) {
  const id = useId();
  const t = useT();
  const submit = useSubmitContactLead();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactLeadInput, unknown, ContactLead>({
    resolver: zodResolver(contactLeadSchema),
    defaultValues: EMPTY_FORM,
  });

  const onValid = async (lead: ContactLead) => {
    setFormError(null);
    let receipt: ContactLeadReceipt;
    try {
      receipt = await submit.mutateAsync({ ...lead, agent_id: agentId ?? null });
    } catch (error) {
      const message = failureMessage(error, t);
      setFormError(message);
      toast.error(message, { id: CONTACT_TOAST_ID });
      return;
    }
    toast.success(t("forms.contact.sent"), { id: CONTACT_TOAST_ID });
    const external = externalNetworkToast(receipt.external_network, t);
    if (external) toast[external.kind](external.message);
    reset(EMPTY_FORM);
  };

  const onInvalid = (invalid: FieldErrors<ContactLeadInput>) => {
    if (invalid.casl_consent) {
      toast.error(t("validation.consentRequired"), { id: CONTACT_TOAST_ID });
    }
  };

  const field = (name: keyof ContactLeadInput) => `${id}-${name}`;
  const busy = isSubmitting || agentId === undefined;

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate aria-label={t("forms.contact.formLabel")}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-5">
        <legend className="sr-only">{t("forms.contact.legend")}</legend>
        {formError && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-red-50 p-3 text-sm text-destructive"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {formError}
          </p>
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={field("first_name")}
            label={t("forms.contact.firstName")}
            required
            error={errors.first_name?.message}
          >
            {(control) => <Input autoComplete="given-name" {...control} {...register("first_name")} />}
          </FormField>
          <FormField
            id={field("last_name")}
            label={t("forms.contact.lastName")}
            required
            error={errors.last_name?.message}
          >
            {(control) => <Input autoComplete="family-name" {...control} {...register("last_name")} />}
          </FormField>
          <FormField
            id={field("email")}
            label={t("forms.contact.email")}
            required
            error={errors.email?.message}
          >
            {(control) => <Input type="email" autoComplete="email" {...control} {...register("email")} />}
          </FormField>
          <FormField
            id={field("phone")}
            label={t("forms.contact.phone")}
            required
            error={errors.phone?.message}
          >
            {(control) => <Input type="tel" autoComplete="tel" {...control} {...register("phone")} />}
          </FormField>
          <FormField
            id={field("phone_type")}
            label={t("forms.contact.phoneType")}
            required
            error={errors.phone_type?.message}
          >
            {(control) => (
              <NativeSelect {...control} {...register("phone_type")}>
                {PHONE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t("forms.contact.phoneTypeOption", { type })}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id={field("postal_code")}
            label={t("forms.contact.postalCode")}
            error={errors.postal_code?.message}
          >
            {(control) => (
              <Input
                autoComplete="postal-code"
                autoCapitalize="characters"
                placeholder={t("forms.contact.postalCodeExample")}
                {...control}
                {...register("postal_code")}
              />
            )}
          </FormField>
        </div>
        <FormField
          id={field("comments")}
          label={t("forms.contact.comments")}
          required
          error={errors.comments?.message}
        >
          {(control) => <Textarea rows={5} {...control} {...register("comments")} />}
        </FormField>
        <Controller
          control={control}
          name="casl_consent"
          render={({ field: consent, fieldState }) => (
            <ConsentField
              id={field("casl_consent")}
              checked={consent.value === true}
              onCheckedChange={(checked) => consent.onChange(checked === true)}
              onBlur={consent.onBlur}
              checkboxRef={consent.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <PrivacyNotice kind="contact" />
        <Button type="submit" size="lg" className="sm:self-start" disabled={busy} aria-busy={isSubmitting}>
          <Send aria-hidden="true" />
          {isSubmitting ? t("forms.submitting") : t("forms.contact.submit")}
        </Button>
      </fieldset>
    </form>
  );
}
