import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "../../lib/toast";
import { Mail } from "lucide-react";
import { newsletterSchema, type NewsletterInput } from "../../../domain/schemas/leads";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { ApiError } from "../../lib/api";
import type { Translate } from "../../../i18n/translate";
import { useT } from "../../i18n/use-t";
import { useSubscribeNewsletter } from "./subscribe-newsletter";

const NEWSLETTER_TOAST_ID = "newsletter";

function failureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 400)) return error.message;
  return t("forms.newsletter.failed");
}

/** Email only: subscribe to Vayu's rate updates and mortgage tips. */
export function NewsletterForm() {
  const id = useId();
  const t = useT();
  const emailId = `${id}-email`;
  const errorId = `${emailId}-error`;
  const subscribe = useSubscribeNewsletter();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterInput>({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: "" },
  });

  const onValid = async (values: NewsletterInput) => {
    try {
      await subscribe.mutateAsync(values);
    } catch (error) {
      toast.error(failureMessage(error, t), { id: NEWSLETTER_TOAST_ID });
      return;
    }
    toast.success(t("forms.newsletter.subscribed"), { id: NEWSLETTER_TOAST_ID });
    reset({ email: "" });
  };

  return (
    <form onSubmit={handleSubmit(onValid)} noValidate aria-label={t("forms.newsletter.formLabel")}>
      <fieldset disabled={isSubmitting} className="flex flex-col gap-3">
        <Label htmlFor={emailId}>{t("forms.newsletter.email")}</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id={emailId}
            type="email"
            autoComplete="email"
            placeholder={t("forms.newsletter.placeholder")}
            aria-required
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? errorId : undefined}
            className="h-12 sm:flex-1"
            {...register("email")}
          />
          <Button type="submit" size="lg" aria-busy={isSubmitting}>
            <Mail aria-hidden="true" />
            {isSubmitting ? t("forms.submitting") : t("forms.newsletter.submit")}
          </Button>
        </div>
        {errors.email && (
          <p id={errorId} className="text-sm text-destructive">
            {errors.email.message}
          </p>
        )}
      </fieldset>
    </form>
  );
}
