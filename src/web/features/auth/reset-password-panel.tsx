import { useState } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, LinkIcon } from "lucide-react";
import { Button } from "../../components/ui/button";
import { CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { sessionQueryOptions } from "../../lib/session";
import { useResetTokenValid } from "./api/check-reset-token";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ResetPasswordForm } from "./reset-password-form";
import { useT } from "../../i18n/use-t";

interface ResetPasswordPanelProps {
  /** The link's token; null when the address has none. */
  token: string | null;
  /** An invitation's link: the wording says "Set your password". */
  invite: boolean;
}

type Step = "form" | "done" | "invalid" | "request";

function Header({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <CardHeader className="text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {subtitle && <CardDescription>{subtitle}</CardDescription>}
    </CardHeader>
  );
}

/**
 * /reset-password: the link is checked first, so a used or expired one says so before anyone types a
 * password; then the new password, then a way to sign in. A dead link offers to request a new one.
 */
export function ResetPasswordPanel({ token, invite }: ResetPasswordPanelProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const check = useResetTokenValid(token);
  const [step, setStep] = useState<Step>("form");
  const title = invite ? t("auth.inviteTitle") : t("auth.pageTitle");

  if (step === "done") {
    return (
      <>
        <Header title={invite ? t("auth.inviteDoneTitle") : t("auth.doneTitle")} />
        <CardContent className="flex flex-col gap-4">
          <p role="status" className="flex items-start gap-3 text-sm">
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
            {invite ? t("auth.inviteSuccess") : t("auth.passwordChanged")}
          </p>
          <Button asChild size="lg" className="w-full">
            <Link to="/auth">{t("auth.signIn")}</Link>
          </Button>
        </CardContent>
      </>
    );
  }

  if (step === "request") {
    return (
      <>
        <Header title={t("auth.requestTitle")} subtitle={t("auth.requestSubtitle")} />
        <CardContent className="flex flex-col gap-4">
          <ForgotPasswordForm />
          <Button asChild variant="ghost" className="w-full">
            <Link to="/auth">{t("auth.backToSignIn")}</Link>
          </Button>
        </CardContent>
      </>
    );
  }

  if (step === "invalid" || token === null || check.data === false) {
    return (
      <>
        <Header title={t("auth.invalidLinkTitle")} />
        <CardContent className="flex flex-col gap-4">
          <p className="flex items-start gap-3 text-sm text-muted-foreground">
            <LinkIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            {t("auth.invalidLink")}
          </p>
          <Button size="lg" className="w-full" onClick={() => setStep("request")}>
            {t("auth.requestNewLink")}
          </Button>
        </CardContent>
      </>
    );
  }

  return (
    <>
      <Header title={title} subtitle={invite ? t("auth.inviteSubtitle") : t("auth.pageSubtitle")} />
      <CardContent>
        {check.isPending ? (
          <div role="status" aria-label={t("auth.checking")} className="flex flex-col gap-4">
            <Skeleton className="h-16 w-full rounded-lg" />
            <Skeleton className="h-16 w-full rounded-lg" />
            <Skeleton className="h-12 w-full rounded-lg" />
          </div>
        ) : (
          // A check that failed to answer (offline) still shows the form: sending it tells the truth.
          <ResetPasswordForm
            token={token}
            invite={invite}
            onInvalidLink={() => setStep("invalid")}
            onDone={() => {
              setStep("done");
              // Every session of the account has ended, this browser's included.
              void queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
            }}
          />
        )}
      </CardContent>
    </>
  );
}
