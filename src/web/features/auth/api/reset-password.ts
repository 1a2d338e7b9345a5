import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { resetPasswordSchema } from "../../../../domain/schemas/password-reset";
import { ApiError, apiPost } from "../../../lib/api";

export type PasswordReset = z.output<typeof resetPasswordSchema>;

/** Sets the new password with the link's token; better-auth then ends every session of the account. */
export function resetPassword(input: PasswordReset): Promise<unknown> {
  return apiPost<unknown>("/api/auth/reset-password", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** The token was used, has expired or never existed: better-auth's INVALID_TOKEN. */
export function isInvalidResetToken(error: unknown): boolean {
  return error instanceof ApiError && error.code === "INVALID_TOKEN";
}
