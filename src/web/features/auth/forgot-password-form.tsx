import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { MailCheck } from "lucide-react";
import { requestPasswordResetSchema } from "../../../domain/schemas/password-reset";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { serverMessageOr } from "../../lib/server-message";
import { FormAlert } from "../../components/ui/form-alert";
import { useT } from "../../i18n/use-t";
import { useRequestPasswordReset, type PasswordResetRequest } from "./api/request-password-reset";

type ForgotPasswordValues = z.input<typeof requestPasswordResetSchema>;

interface ForgotPasswordFormProps {
  /** What the visitor had typed into the sign-in form, so they need not type it again. */
  defaultEmail?: string;
  /** Returns to the sign-in form; without it no way back is offered (the reset page has its own). */
  onBack?: () => void;
}

/** "Forgot password?": an email address in, the same neutral confirmation out, whatever the address. */
export function ForgotPasswordForm({ defaultEmail = "", onBack }: ForgotPasswordFormProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const confirmation = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues, unknown, PasswordResetRequest>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: defaultEmail },
  });

  // The view replaced the sign-in form, whose button had the focus.
  useEffect(() => {
    setFocus("email");
  }, [setFocus]);
  useEffect(() => {
    if (sent) confirmation.current?.focus();
  }, [sent]);

  const onValid = async (values: PasswordResetRequest) => {
    setFormError(null);
    try {
      await request.mutateAsync(values);
    } catch (error) {
      setFormError(serverMessageOr(error, t("auth.requestFailed")));
      return;
    }
    setSent(true);
  };

  const back = onBack && (
    <Button type="button" variant="ghost" className="w-full" onClick={onBack}>
      {t("auth.backToSignIn")}
    </Button>
  );

  if (sent) {
    return (
      <div className="flex flex-col gap-4">
        <div
          ref={confirmation}
          tabIndex={-1}
          role="status"
          className="flex items-start gap-3 rounded-lg border border-border bg-muted p-4 text-sm outline-none"
        >
          <MailCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <p>{t("auth.requestSent")}</p>
        </div>
        {back}
      </div>
    );
  }

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-describedby={formError ? errorId : undefined}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        {formError && <FormAlert id={errorId}>{formError}</FormAlert>}
        <Field label={t("auth.emailLabel")} error={errors.email?.message}>
          {(control) => (
            <Input {...control} type="email" autoComplete="email" required {...register("email")} />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" aria-busy={isSubmitting}>
          {isSubmitting ? t("auth.requestSubmitting") : t("auth.requestSubmit")}
        </Button>
        {back}
      </fieldset>
    </form>
  );
}
