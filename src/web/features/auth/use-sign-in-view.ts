import { useState } from "react";
import { authMessages, passwordResetMessages } from "../../../domain/messages";

/** Which form the sign-in dialog or page shows, and the email carried from one to the other. */
export interface SignInView {
  form: "sign-in" | "forgot-password";
  email: string;
}

const START: SignInView = { form: "sign-in", email: "" };

/** The sign-in form and "Forgot password?" share one place (the dialog, /auth); this is the switch. */
export function useSignInView() {
  const [view, setView] = useState<SignInView>(START);
  const forgot = view.form === "forgot-password";
  return {
    view,
    title: forgot ? passwordResetMessages.requestTitle : authMessages.title,
    subtitle: forgot ? passwordResetMessages.requestSubtitle : authMessages.subtitle,
    showForgotPassword: (email: string) => setView({ form: "forgot-password", email }),
    showSignIn: () => setView((current) => ({ form: "sign-in", email: current.email })),
    reset: () => setView(START),
  };
}
