import { pathInLocale, preferredLocale, type Locale } from "../../i18n/locale";
import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { passwordResetEmail } from "../notifications/account-email";
import { queueAccountEmail } from "../notifications/queue";
import type { NotificationWorker } from "../notifications/worker";
import type { LoadAuth, PasswordResetRequest } from "./auth";

/** How long an invitation's set-your-password link works: a new broker may not read mail at once. */
export const INVITATION_TOKEN_DAYS = 7;

/**
 * The header our request-password-reset route hands better-auth the site's origin in, for the link
 * in the e-mail (better-auth passes the request on to sendResetPassword). The route always sets it
 * itself, so a value a client sent is never used.
 */
export const SITE_ORIGIN_HEADER = "x-vayu-site-origin";

/** The identifier better-auth's reset flow stores a token under (see its request-password-reset). */
const identifier = (token: string) => `reset-password:${token}`;

/** Our reset page in the e-mail's language, with the token; `invite` makes it say "Set your password". */
export function resetPasswordLink(
  origin: string,
  token: string,
  invite = false,
  locale: Locale = "en-CA",
): string {
  const query = new URLSearchParams({ token });
  if (invite) query.set("invite", "1");
  return `${origin}${pathInLocale("/reset-password", locale)}?${query}`;
}

/**
 * A new single-use reset token for `userId`, stored the way better-auth's own reset flow stores one,
 * so its reset-password endpoint accepts it; only the lifetime is ours.
 */
export async function createResetToken(auth: LoadAuth, userId: string, seconds: number): Promise<string> {
  const { internalAdapter } = await (await auth()).$context;
  const { generateRandomString } = await import("better-auth/crypto");
  // The length and alphabet of better-auth's own reset tokens.
  const token = generateRandomString(24, "a-z", "A-Z", "0-9");
  await internalAdapter.createVerificationValue({
    value: userId,
    identifier: identifier(token),
    expiresAt: new Date(Date.now() + seconds * 1000),
  });
  return token;
}

export async function deleteResetToken(auth: LoadAuth, token: string): Promise<void> {
  const { internalAdapter } = await (await auth()).$context;
  await internalAdapter.deleteVerificationByIdentifier(identifier(token));
}

/** True while the token can still set a password: it exists (unused) and has not expired. */
export async function resetTokenIsValid(auth: LoadAuth, token: string): Promise<boolean> {
  const { internalAdapter } = await (await auth()).$context;
  const verification = await internalAdapter.findVerificationValue(identifier(token));
  return verification !== null && verification !== undefined && verification.expiresAt > new Date();
}

/**
 * createAuth's sendResetPassword: queues the reset e-mail with a link to our own page and wakes the
 * worker, so the request answers at once and the e-mail goes out with the queue's retries. better-auth
 * swallows a failure here (the visitor sees the same answer either way), so it is logged.
 */
export function queuePasswordResetEmail(deps: {
  db: Database;
  config: Config;
  notifications: NotificationWorker;
  log: Logger;
}) {
  return async ({ user, token, request }: PasswordResetRequest): Promise<void> => {
    try {
      const origin = request?.headers.get(SITE_ORIGIN_HEADER);
      if (!origin) {
        // emailLinkOrigin trusts only PUBLIC_SITE_URL or a loopback address for a link in an e-mail.
        deps.log.warn(
          { userId: user.id },
          "password reset e-mail not sent: set PUBLIC_SITE_URL, the site's public address, for its link",
        );
        return;
      }
      // The language of the page the reset was asked from: a French page sends fr-CA with its requests.
      const locale = preferredLocale(request?.headers.get("accept-language") ?? undefined) ?? "en-CA";
      const email = passwordResetEmail({
        name: user.name,
        email: user.email,
        link: resetPasswordLink(origin, token, false, locale),
        brokerageName: deps.config.legal.brokerageName,
        locale,
      });
      await queueAccountEmail(deps.db, "password_reset", user.id, { to: user.email, ...email });
      deps.notifications.wake();
    } catch (error) {
      deps.log.error({ err: error, userId: user.id }, "password reset e-mail not queued");
    }
  };
}
