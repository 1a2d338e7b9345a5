/*
 * The sign-in dialog and its form (react-hook-form, zod) load when a visitor means to sign in, not
 * with every public page: 'Sign in' starts both on hover or focus; the dialog waits for its form.
 */
import { loadSignInForm } from "./load-sign-in-form";

export const loadSignInDialog = () => import("./sign-in-dialog").then((chunk) => chunk.SignInDialog);

export function preloadSignIn() {
  void loadSignInDialog().catch(() => undefined);
  void loadSignInForm().catch(() => undefined);
}
