import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Mail } from "lucide-react";
import type { LeadDetailLead } from "../../../../domain/lead-detail";
import {
  LEAD_EMAIL_SUBJECT_MAX,
  LEAD_EMAIL_TEMPLATES,
  leadEmailSchema,
  type LeadEmailInput,
  type LeadEmailTemplate,
} from "../../../../domain/schemas/lead-workspace";
import { Button } from "../../../components/ui/button";
import { Field } from "../../../components/ui/field";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Textarea } from "../../../components/ui/textarea";
import { useT } from "../../../i18n/use-t";
import { useSendLeadEmail } from "../api/send-lead-email";
import { clientFirstName, leadEmailDraft } from "../email-drafts";
import { DetailSection } from "./detail-section";
import { applyServerError } from "./server-errors";

function isTemplate(value: string): value is LeadEmailTemplate {
  return (LEAD_EMAIL_TEMPLATES as readonly string[]).includes(value);
}

interface LeadEmailComposerProps {
  lead: LeadDetailLead;
  /** Who signs: the lead's broker. */
  brokerName: string;
  onSaved: (message: string) => void;
}

/**
 * The broker writes to their client from the lead: a subject and a message, started from a saved e-mail
 * if they like. It leaves through the outbox with the broker's name and reply address (the API's part).
 */
export function LeadEmailComposer({ lead, brokerName, onSaved }: LeadEmailComposerProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [template, setTemplate] = useState("");
  const send = useSendLeadEmail(lead.id);
  const form = useForm<LeadEmailInput>({
    resolver: zodResolver(leadEmailSchema),
    defaultValues: { subject: "", body: "" },
  });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  const chooseTemplate = (value: string) => {
    setTemplate(value);
    if (!isTemplate(value)) return;
    const draft = leadEmailDraft(value, { firstName: clientFirstName(lead), brokerName }, t);
    setValue("subject", draft.subject, { shouldDirty: true, shouldValidate: false });
    setValue("body", draft.body, { shouldDirty: true, shouldValidate: false });
  };

  const onValid = async (email: LeadEmailInput) => {
    try {
      await send.mutateAsync(email);
    } catch (error) {
      applyServerError(error, form, { subject: "subject", body: "body" }, t("dashboard.leadEmail.failed"));
      return;
    }
    form.reset({ subject: "", body: "" });
    setTemplate("");
    setOpen(false);
    onSaved(t("dashboard.leadEmail.sent", { email: lead.client_email ?? "" }));
  };

  return (
    <DetailSection title={t("dashboard.leadEmail.title")}>
      {!lead.client_email ? (
        <div className="flex flex-col items-start gap-3">
          <p id={`${id}-no-address`} className="text-sm text-muted-foreground">
            {t("dashboard.leadEmail.noAddress")}
          </p>
          <Button variant="outline" size="sm" disabled aria-describedby={`${id}-no-address`}>
            <Mail aria-hidden="true" />
            {t("dashboard.leadEmail.write")}
          </Button>
        </div>
      ) : !open ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted-foreground">
            {t("dashboard.leadEmail.intro", { email: lead.client_email })}
          </p>
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            <Mail aria-hidden="true" />
            {t("dashboard.leadEmail.write")}
          </Button>
        </div>
      ) : (
        <form onSubmit={handleSubmit(onValid)} noValidate aria-label={t("dashboard.leadEmail.title")}>
          <fieldset disabled={isSubmitting} className="flex flex-col gap-3">
            <p className="text-sm text-muted-foreground">
              {t("dashboard.leadEmail.to", { name: lead.client_name, email: lead.client_email })}
            </p>
            <Field id={`${id}-template`} label={t("dashboard.leadEmail.template")}>
              {(control) => (
                <NativeSelect
                  {...control}
                  value={template}
                  onChange={(event) => chooseTemplate(event.target.value)}
                >
                  <option value="">{t("dashboard.leadEmail.noTemplate")}</option>
                  {LEAD_EMAIL_TEMPLATES.map((name) => (
                    <option key={name} value={name}>
                      {t(`dashboard.leadEmail.template.${name}.label`)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field
              id={`${id}-subject`}
              label={t("dashboard.leadEmail.subject")}
              error={errors.subject?.message}
            >
              {(control) => (
                <Input
                  autoComplete="off"
                  maxLength={LEAD_EMAIL_SUBJECT_MAX}
                  {...control}
                  {...register("subject")}
                />
              )}
            </Field>
            <Field id={`${id}-body`} label={t("dashboard.leadEmail.message")} error={errors.body?.message}>
              {(control) => <Textarea rows={8} {...control} {...register("body")} />}
            </Field>
            {errors.root?.server && <FormAlert id={`${id}-error`}>{errors.root.server.message}</FormAlert>}
            <div className="flex flex-wrap justify-end gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setOpen(false)}>
                {t("back-office.cancel")}
              </Button>
              <Button type="submit" size="sm">
                <Mail aria-hidden="true" />
                {isSubmitting ? t("dashboard.leadEmail.sending") : t("dashboard.leadEmail.send")}
              </Button>
            </div>
          </fieldset>
        </form>
      )}
    </DetailSection>
  );
}
