import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../../lib/toast";
import { Send } from "lucide-react";
import { publicMessages } from "../../../../domain/messages";
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
import { applicationsMessages } from "../messages";
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

/** The Mortgage Application Form (spec sections 2 and 5): stores an application lead for staff to follow up. */
export function ApplicationForm() {
  const id = useId();
  const agents = useAgentList();
  const submit = useSubmitApplication();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationLeadInput, unknown, ApplicationLead>({
    resolver: zodResolver(applicationLeadSchema),
    defaultValues: EMPTY_FORM,
  });

  const onSubmit = async (lead: ApplicationLead) => {
    try {
      await submit.mutateAsync(lead);
    } catch (error) {
      toast.error(applicationErrorMessage(error));
      return;
    }
    toast.success(publicMessages.applicationSubmitted);
    reset(EMPTY_FORM);
  };

  const field = (name: string) => `${id}-${name}`;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby={field("title")}>
      <h2 id={field("title")} className="text-2xl font-semibold tracking-tight">
        {applicationsMessages.formTitle}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required. A licensed mortgage professional reviews
        every application and contacts you, usually within one business day.
      </p>
      <fieldset disabled={isSubmitting} className="mt-6 grid gap-5 sm:grid-cols-2">
        <FormField id={field("name")} label="Full Name" required error={errors.client_name?.message}>
          {(control) => <Input autoComplete="name" required {...control} {...register("client_name")} />}
        </FormField>
        <FormField id={field("email")} label="Email" required error={errors.client_email?.message}>
          {(control) => (
            <Input type="email" autoComplete="email" required {...control} {...register("client_email")} />
          )}
        </FormField>
        <FormField id={field("phone")} label="Phone Number" required error={errors.client_phone?.message}>
          {(control) => (
            <Input type="tel" autoComplete="tel" required {...control} {...register("client_phone")} />
          )}
        </FormField>
        <FormField
          id={field("amount")}
          label="Mortgage Amount"
          hint="In Canadian dollars, e.g. 450000"
          error={errors.mortgage_amount?.message}
        >
          {(control) => (
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              {...control}
              {...register("mortgage_amount")}
            />
          )}
        </FormField>
        <FormField
          id={field("agent")}
          label="Preferred Agent"
          error={errors.agent_id?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <NativeSelect {...control} {...register("agent_id")}>
              <option value="none">{applicationsMessages.noPreference}</option>
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
          label="Property Address"
          error={errors.property_address?.message}
          className="sm:col-span-2"
        >
          {(control) => (
            <Input autoComplete="street-address" {...control} {...register("property_address")} />
          )}
        </FormField>
        <FormField
          id={field("message")}
          label="Additional Information"
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          {(control) => <Textarea rows={5} {...control} {...register("message")} />}
        </FormField>
        <div className="flex flex-col gap-4 sm:col-span-2">
          <PrivacyNotice kind="application" />
          <Button type="submit" size="lg" className="w-full sm:w-auto" aria-busy={isSubmitting}>
            <Send aria-hidden="true" />
            {isSubmitting ? publicMessages.submitting : publicMessages.submitApplication}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
