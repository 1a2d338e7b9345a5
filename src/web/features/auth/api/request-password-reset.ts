import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { requestPasswordResetSchema } from "../../../../domain/schemas/password-reset";
import { apiPost } from "../../../lib/api";

export type PasswordResetRequest = z.output<typeof requestPasswordResetSchema>;

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(input: PasswordResetRequest): Promise<unknown> {
  return apiPost<unknown>("/api/auth/request-password-reset", input);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
