import { useState } from "react";
import { useT } from "../../i18n/use-t";

/** Which form the sign-in dialog or page shows, and the email carried from one to the other. */
export interface SignInView {
  form: "sign-in" | "forgot-password";
  email: string;
}

const START: SignInView = { form: "sign-in", email: "" };

/** The sign-in form and "Forgot password?" share one place (the dialog, /auth); this is the switch. */
export function useSignInView() {
  const t = useT();
  const [view, setView] = useState<SignInView>(START);
  const forgot = view.form === "forgot-password";
  return {
    view,
    title: t(forgot ? "auth.requestTitle" : "auth.title"),
    subtitle: t(forgot ? "auth.requestSubtitle" : "auth.subtitle"),
    showForgotPassword: (email: string) => setView({ form: "forgot-password", email }),
    showSignIn: () => setView((current) => ({ form: "sign-in", email: current.email })),
    reset: () => setView(START),
  };
}
