import { z } from "zod";
import { sayError } from "../../i18n/translate";
import { newPasswordSchema } from "./agents-admin";
import { requiredEmail } from "./common";

/** Longer than any token better-auth or an invitation makes (24 characters). */
export const RESET_TOKEN_MAX_LENGTH = 200;

const resetToken = z
  .string(sayError("validation.tokenRequired"))
  .min(1, sayError("validation.tokenRequired"))
  .max(RESET_TOKEN_MAX_LENGTH, sayError("validation.tokenInvalid"));

/** "Forgot password?": the address a reset link is asked for. */
export const requestPasswordResetSchema = z.object({ email: requiredEmail() });

/** The reset page's answer: the link's token and the new password. */
export const resetPasswordSchema = z.object({ token: resetToken, newPassword: newPasswordSchema });

/** The reset page asks, before showing its form, whether its link still works. */
export const checkResetTokenSchema = z.object({ token: resetToken });
