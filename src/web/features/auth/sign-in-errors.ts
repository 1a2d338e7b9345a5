import type { Translate } from "../../../i18n/translate";
import { ApiError } from "../../lib/api";

/** Turns a failed sign-in into the sentence the spec prescribes for it. */
export function signInErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError) {
    const badCredentials =
      (error.status === 401 && error.code === "INVALID_EMAIL_OR_PASSWORD") ||
      error.message.includes("Invalid login credentials");
    if (badCredentials) return t("auth.invalidCredentials");
    return error.message || t("auth.genericError");
  }
  return t("auth.genericError");
}
