import { Link } from "react-router";
import { fullTitle, pageMeta, sayPageMeta } from "../../../domain/page-meta";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { ForgotPasswordForm } from "../../features/auth/forgot-password-form";
import { SignInForm } from "../../features/auth/sign-in-form";
import { useSignInView } from "../../features/auth/use-sign-in-view";
import { useT } from "../../i18n/use-t";

/** /auth: the sign-in form on its own page; signed-in users are redirected by the route's loader. */
export function AuthPage() {
  const t = useT();
  const { view, title, subtitle, showForgotPassword, showSignIn } = useSignInView();
  return (
    <section className="flex flex-1 items-center justify-center bg-muted px-4 py-16">
      <title>{fullTitle(sayPageMeta(pageMeta["/auth"], t).title)}</title>
      <Card className="w-full max-w-md">
        <CardHeader className="text-center">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <CardDescription>{subtitle}</CardDescription>
        </CardHeader>
        <CardContent>
          {view.form === "sign-in" ? (
            <SignInForm defaultEmail={view.email} onForgotPassword={showForgotPassword} />
          ) : (
            <ForgotPasswordForm defaultEmail={view.email} onBack={showSignIn} />
          )}
          <p className="mt-6 border-t border-border pt-4 text-center text-sm text-muted-foreground">
            {t("auth.staffOnly")} {t("auth.visitorPrompt")}{" "}
            <Link to="/find-broker" className="font-medium text-primary underline-offset-4 hover:underline">
              {t("auth.visitorLink")}
            </Link>
          </p>
        </CardContent>
      </Card>
    </section>
  );
}
