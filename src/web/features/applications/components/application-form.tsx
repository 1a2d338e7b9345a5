import { useId, useMemo } from "react";
import { FormattedMessage } from "react-intl";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../../lib/toast";
import { Send } from "lucide-react";
import type { Locale } from "../../../../domain/format";
import { parseDecimalInput } from "../../../../domain/number-input";
import {
  applicationLeadSchema,
  type ApplicationLead,
  type ApplicationLeadInput,
} from "../../../../domain/schemas/leads";
import { PrivacyNotice } from "../../../components/legal/privacy-notice";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { useAgentList } from "../agent-list";
import { useLocale, useT } from "../../../i18n/use-t";
import { applicationErrorMessage, useSubmitApplication } from "../submit-application";
import { FormField } from "./form-field";

const EMPTY_FORM: ApplicationLeadInput = {
  client_name: "",
  client_email: "",
  client_phone: "",
  mortgage_amount: "",
  agent_id: "none",
  property_address: "",
  message: "",
};

/**
 * The lead schema with the amount read the way the page's language writes figures ("450 000,50" in
 * French); text that is no figure goes on as typed, for the schema's "Must be a number".
 */
function applicationFormSchema(locale: Locale) {
  return applicationLeadSchema.extend({
    mortgage_amount: z.preprocess(
      (value) =>
        typeof value === "string" && value.trim() !== ""
          ? (parseDecimalInput(value, locale) ?? value)
          : value,
      applicationLeadSchema.shape.mortgage_amount,
    ),
  });
}

/** The Mortgage Application Form (spec sections 2 and 5): stores an application lead for staff to follow up. */
export function ApplicationForm() {
  const id = useId();
  const t = useT();
  const locale = useLocale();
  const resolver = useMemo(() => zodResolver(applicationFormSchema(locale)), [locale]);
  const agents = useAgentList();
  const submit = useSubmitApplication();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationLeadInput, unknown, ApplicationLead>({
    resolver,
    defaultValues: EMPTY_FORM,
  });

  const onSubmit = async (lead: ApplicationLead) => {
    try {
      await submit.mutateAsync(lead);
    } catch (error) {
      toast.error(applicationErrorMessage(error, t));
      return;
    }
    toast.success(t("forms.applications.submitted"));
    reset(EMPTY_FORM);
  };

  const field = (name: string) => `${id}-${name}`;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby={field("title")}>
      <h2 id={field("title")} className="text-2xl font-semibold tracking-tight">
        {t("forms.applications.formTitle")}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        <FormattedMessage
          id="forms.applications.formIntro"
          values={{
            mark: (chunks) => <span aria-hidden="true">{chunks}</span>,
            sr: (chunks) => <span className="sr-only">{chunks}</span>,
          }}
        />
      </p>
      <fieldset disabled={isSubmitting} className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField
          id={field("name")}
          label={t("forms.applications.fullName")}
          required
          error={errors.client_name?.message}
        >
          {(control) => <Input autoComplete="name" required {...control} {...register("client_name")} />}
        </FormField>
        <FormField
          id={field("email")}
          label={t("forms.applications.email")}
          required
          error={errors.client_email?.message}
        >
          {(control) => (
            <Input type="email" autoComplete="email" required {...control} {...register("client_email")} />
          )}
        </FormField>
        <FormField
          id={field("phone")}
          label={t("forms.applications.phoneNumber")}
          required
          error={errors.client_phone?.message}
        >
          {(control) => (
            <Input type="tel" autoComplete="tel" required {...control} {...register("client_phone")} />
          )}
        </FormField>
        <FormField
          id={field("amount")}
          label={t("forms.applications.mortgageAmount")}
          hint={t("forms.applications.amountHint")}
          error={errors.mortgage_amount?.message}
        >
          {(control) => (
            <Input inputMode="decimal" autoComplete="off" {...control} {...register("mortgage_amount")} />
          )}
        </FormField>
        <FormField
          id={field("agent")}
          label={t("forms.applications.preferredAgent")}
          error={errors.agent_id?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <NativeSelect {...control} {...register("agent_id")}>
              <option value="none">{t("forms.applications.noPreference")}</option>
              {agents.data?.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id={field("address")}
          label={t("forms.applications.propertyAddress")}
          error={errors.property_address?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input autoComplete="street-address" {...control} {...register("property_address")} />
          )}
        </FormField>
        <FormField
          id={field("message")}
          label={t("forms.applications.additionalInfo")}
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          {(control) => <Textarea rows={5} {...control} {...register("message")} />}
        </FormField>
        <div className="flex flex-col gap-4 sm:col-span-2">
          <PrivacyNotice kind="application" />
          <Button type="submit" size="lg" className="w-full sm:w-auto" aria-busy={isSubmitting}>
            <Send aria-hidden="true" />
            {isSubmitting ? t("forms.submitting") : t("forms.applications.submit")}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
