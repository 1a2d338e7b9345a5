import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { say, sayError } from "../../../i18n/translate";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/schemas/agents-admin";
import { Button } from "../../components/ui/button";
import { Field } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { serverMessageOr } from "../../lib/server-message";
import { FormAlert } from "../../components/ui/form-alert";
import { isInvalidResetToken, useResetPassword } from "./api/reset-password";
import { useT } from "../../i18n/use-t";

const newPasswordFormSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, sayError("auth.newPasswordRequired"))
      .min(PASSWORD_MIN_LENGTH, sayError("auth.passwordTooShort", { min: PASSWORD_MIN_LENGTH }))
      .max(PASSWORD_MAX_LENGTH, sayError("auth.passwordTooLong", { max: PASSWORD_MAX_LENGTH })),
    confirmPassword: z.string().min(1, sayError("auth.confirmRequired")),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ["confirmPassword"],
    error: () => say("auth.passwordsDiffer"),
  });

type NewPasswordValues = z.infer<typeof newPasswordFormSchema>;

interface ResetPasswordFormProps {
  token: string;
  invite: boolean;
  onDone: () => void;
  /** The server says the link no longer works (used in another tab, or it ran out meanwhile). */
  onInvalidLink: () => void;
}

/** The new password, twice; sent with the link's token to better-auth's reset endpoint. */
export function ResetPasswordForm({ token, invite, onDone, onInvalidLink }: ResetPasswordFormProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });

  // The form appears once the link is checked; whoever opened the link came here to type.
  useEffect(() => {
    setFocus("newPassword");
  }, [setFocus]);

  const onValid = async ({ newPassword }: NewPasswordValues) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (error) {
      if (isInvalidResetToken(error)) onInvalidLink();
      else setFormError(serverMessageOr(error, t("auth.passwordChangeFailed")));
      return;
    }
    onDone();
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-describedby={formError ? errorId : undefined}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        {formError && <FormAlert id={errorId}>{formError}</FormAlert>}
        <Field
          label={t("auth.newPassword")}
          error={errors.newPassword?.message}
          hint={t("auth.passwordHint")}
        >
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              required
              {...register("newPassword")}
            />
          )}
        </Field>
        <Field label={t("auth.confirmPassword")} error={errors.confirmPassword?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              maxLength={PASSWORD_MAX_LENGTH}
              required
              {...register("confirmPassword")}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" aria-busy={isSubmitting}>
          {t(isSubmitting ? "auth.savingPassword" : invite ? "auth.inviteSubmit" : "auth.submitPassword")}
        </Button>
      </fieldset>
    </form>
  );
}
