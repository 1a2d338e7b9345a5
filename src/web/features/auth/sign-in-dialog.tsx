import { lazy, Suspense, useEffect } from "react";
import { Link } from "react-router";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { Skeleton } from "../../components/ui/skeleton";
import { loadSignInForm } from "./load-sign-in-form";
import { useT } from "../../i18n/use-t";
import { useSignInView } from "./use-sign-in-view";

const SignInForm = lazy(() =>
  loadSignInForm().then(
    (module) => ({ default: module.SignInForm }),
    () => ({ default: SignInFormLoadFailed }),
  ),
);

const loadForgotPasswordForm = () => import("./forgot-password-form");
const ForgotPasswordForm = lazy(() =>
  loadForgotPasswordForm().then(
    (module) => ({ default: module.ForgotPasswordForm }),
    () => ({ default: SignInFormLoadFailed }),
  ),
);

/** The form's shape while its code loads: two labelled fields and the button, at their heights. */
function SignInFormPlaceholder() {
  const t = useT();
  return (
    <div role="status" aria-label={t("auth.loadingForm")} className="flex flex-col gap-4">
      {[0, 1].map((key) => (
        <div key={key} className="flex flex-col gap-1.5">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-10 w-full rounded-lg" />
        </div>
      ))}
      <Skeleton className="h-12 w-full rounded-lg" />
    </div>
  );
}

/** When the form's code cannot be fetched (offline, a deploy replaced it): the full sign-in page instead. */
function SignInFormLoadFailed() {
  const t = useT();
  return (
    <div role="alert" className="flex flex-col gap-3 text-sm">
      <p className="text-destructive">{t("auth.formLoadFailed")}</p>
      <Link to="/auth" reloadDocument className="font-medium text-primary underline underline-offset-4">
        {t("auth.openSignInPage")}
      </Link>
    </div>
  );
}

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function SignInDialog({ open, onOpenChange }: SignInDialogProps) {
  const { view, title, subtitle, showForgotPassword, showSignIn, reset } = useSignInView();
  // "Forgot password?" is a click away once the dialog is open: its small chunk comes along.
  useEffect(() => {
    if (open) void loadForgotPasswordForm().catch(() => undefined);
  }, [open]);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{subtitle}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<SignInFormPlaceholder />}>
          {view.form === "sign-in" ? (
            <SignInForm
              defaultEmail={view.email}
              onSignedIn={() => onOpenChange(false)}
              onForgotPassword={showForgotPassword}
            />
          ) : (
            <ForgotPasswordForm defaultEmail={view.email} onBack={showSignIn} />
          )}
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
