import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import { z } from "zod";
import { say } from "../../../i18n/translate";
import { sessionQueryOptions, useSignIn } from "../../lib/session";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { destinationAfterSignIn } from "./after-sign-in";
import { FormAlert } from "../../components/ui/form-alert";
import { signInErrorMessage } from "./sign-in-errors";
import { useT } from "../../i18n/use-t";

const signInSchema = z.object({
  email: z.email({ error: (issue) => say(issue.input ? "auth.emailInvalid" : "auth.emailRequired") }),
  password: z.string().min(1, { error: () => say("auth.passwordRequired") }),
});

type SignInValues = z.infer<typeof signInSchema>;

/** One toast slot for the whole attempt, so success replaces an earlier failure instead of stacking. */
const SIGN_IN_TOAST_ID = "sign-in";

interface SignInFormProps {
  /** Called after a successful sign-in, before the redirect; the dialog closes itself here. */
  onSignedIn?: () => void;
  /** "Forgot password?" was chosen, with the email typed so far. */
  onForgotPassword: (email: string) => void;
  /** The email to start with, when the visitor comes back from "Forgot password?". */
  defaultEmail?: string;
}

/** Email and password sign-in, shared by the header dialog and the /auth page. */
export function SignInForm({ onSignedIn, onForgotPassword, defaultEmail = "" }: SignInFormProps) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signIn = useSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });

  const fail = (message: string) => {
    setFormError(message);
    toast.error(message, { id: SIGN_IN_TOAST_ID });
  };

  const onSubmit = async (values: SignInValues) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
    } catch (error) {
      fail(signInErrorMessage(error, t));
      return;
    }
    let role;
    try {
      const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      if (!session.user) throw new Error("No user after sign-in");
      role = session.user.role;
    } catch {
      fail(t("auth.profileLoadError"));
      return;
    }
    toast.success(t("auth.success"), { id: SIGN_IN_TOAST_ID });
    reset();
    onSignedIn?.();
    await navigate(destinationAfterSignIn(role));
  };

  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const errorId = `${id}-error`;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-describedby={formError ? errorId : undefined}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
        {formError && <FormAlert id={errorId}>{formError}</FormAlert>}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={emailId}>{t("auth.emailLabel")}</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="email"
            required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-message` : undefined}
            {...register("email")}
          />
          {errors.email && (
            <p id={`${emailId}-message`} className="text-sm text-destructive">
              {errors.email.message}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={passwordId}>{t("auth.passwordLabel")}</Label>
          <Input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordId}-message` : undefined}
            {...register("password")}
          />
          {errors.password && (
            <p id={`${passwordId}-message`} className="text-sm text-destructive">
              {errors.password.message}
            </p>
          )}
          <button
            type="button"
            className="self-end rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
            onClick={() => onForgotPassword(getValues("email").trim())}
          >
            {t("auth.forgotPassword")}
          </button>
        </div>
        <Button type="submit" size="lg" className="w-full" aria-busy={isSubmitting}>
          {isSubmitting ? t("auth.submitting") : t("auth.submit")}
        </Button>
      </fieldset>
    </form>
  );
}
