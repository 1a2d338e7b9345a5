import { authMessages } from "../../../domain/messages";
import { ApiError } from "../../lib/api";

/** Turns a failed sign-in into the sentence the spec prescribes for it. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const badCredentials =
      (error.status === 401 && error.code === "INVALID_EMAIL_OR_PASSWORD") ||
      error.message.includes("Invalid login credentials");
    if (badCredentials) return authMessages.invalidCredentials;
    return error.message || authMessages.genericError;
  }
  return authMessages.genericError;
}
