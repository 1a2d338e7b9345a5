import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { countAttempt } from "../auth/attempt-limit";
import { deviceCookieName, deviceSetCookie, knownDeviceId } from "../auth/known-device";
import { resetTokenIsValid, SITE_ORIGIN_HEADER } from "../auth/password-reset";
import { admitSignIn, signInSucceeded, waitPhrase } from "../auth/sign-in-limits";
import { publicAccess, signedIn } from "../http/authorize";
import { clientNetwork } from "../http/client-ip";
import type { AppEnv } from "../deps";
import { errorBody } from "../http/errors";
import { tooManyRequests } from "../http/rate-limit";
import { emailLinkOrigin } from "../http/site-origin";
import { readJson } from "../http/validate";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../domain/schemas/agents-admin";
import {
  checkResetTokenSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
} from "../../domain/schemas/password-reset";
import type { MessageId } from "../../i18n/catalogs";
import { say, sayError } from "../../i18n/translate";

/** Password changes allowed per session, and per client IP, in 15 minutes. */
export const CHANGE_PASSWORD_WINDOW = { max: 5, seconds: 15 * 60 };

const HOUR = 60 * 60;

/** "Forgot password?" requests allowed per client IP, and per e-mail address, in an hour. */
export const PASSWORD_RESET_LIMITS = {
  perIp: { max: 10, seconds: HOUR },
  perEmail: { max: 3, seconds: HOUR },
};

/** better-auth's answer to a reset request, given to every request that is not refused. */
function passwordResetRequested() {
  return { status: true, message: say("errors.passwordResetRequested") };
}

/**
 * better-auth's messages the product's callers can meet, by code, said in the request's language
 * (the English is better-auth's own); any other keeps better-auth's English.
 */
const AUTH_MESSAGES: Readonly<Record<string, MessageId>> = {
  INVALID_EMAIL_OR_PASSWORD: "errors.invalidEmailOrPassword",
  INVALID_PASSWORD: "errors.invalidPassword",
  INVALID_TOKEN: "errors.invalidToken",
  SESSION_EXPIRED: "errors.sessionExpired",
};

function authMessage(code: string | undefined, message: string | undefined): string {
  const id = code === undefined ? undefined : AUTH_MESSAGES[code];
  if (id !== undefined) return say(id);
  return message || say("errors.authFailed");
}

const changePasswordBody = z.object({
  currentPassword: z
    .string(sayError("errors.currentPasswordRequired"))
    .min(1, sayError("errors.currentPasswordRequired"))
    .max(1024),
  newPassword: z
    .string(sayError("errors.newPasswordRequired"))
    .min(PASSWORD_MIN_LENGTH, sayError("validation.passwordTooShort", { min: PASSWORD_MIN_LENGTH }))
    .max(PASSWORD_MAX_LENGTH, sayError("validation.passwordTooLong", { max: PASSWORD_MAX_LENGTH })),
  revokeOtherSessions: z.boolean().optional(),
});

const signInBody = z.object({
  email: z.string().trim().min(1, sayError("validation.emailRequired")).max(320),
  password: z.string().min(1, sayError("validation.passwordRequired")).max(1024),
});

/**
 * better-auth answers errors as { code, message }; every API error here is
 * { error: { message, code } }, so its responses are reshaped on the way out.
 */
async function reshapeError(response: Response): Promise<Response> {
  if (response.ok || !response.headers.get("content-type")?.includes("application/json")) return response;
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(
    JSON.stringify(errorBody(authMessage(body.code, body.message), body.code || "auth_error")),
    { status: response.status, headers },
  );
}

/**
 * Hands better-auth the body this route validated (the original stream has been read), and the
 * site's origin when the route gives it; one a client sent is never passed on.
 */
async function forwardJson(
  c: Context<AppEnv>,
  body: unknown,
  siteOriginForLinks?: string,
): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  headers.delete(SITE_ORIGIN_HEADER);
  if (siteOriginForLinks) headers.set(SITE_ORIGIN_HEADER, siteOriginForLinks);
  const request = new Request(c.req.raw.url, { method: "POST", headers, body: JSON.stringify(body) });
  const auth = await c.get("deps").auth();
  return auth.handler(request);
}

export function authRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post("/sign-in/email", publicAccess, async (c) => {
    const body = await readJson(c, signInBody);
    const email = body.email.toLowerCase();
    const { config, db, auth } = c.get("deps");
    const { secret } = (await auth()).options;
    const cookieName = deviceCookieName(secret, email);
    const deviceId = await knownDeviceId(db, secret, email, getCookie(c, cookieName));
    const attempt = { email, ip: clientNetwork(c), deviceId };
    const wait = await admitSignIn(db, attempt, config.signInLimits);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json(
        errorBody(
          say("errors.rateLimited", { reason: say("errors.tooManySignIns"), wait: waitPhrase(wait) }),
          "rate_limited",
        ),
        429,
      );
    }
    const response = await forwardJson(c, { email, password: body.password, rememberMe: true });
    if (!response.ok) return reshapeError(response);
    await signInSucceeded(db, attempt);
    const secure = config.publicSiteUrl?.startsWith("https://") ?? false;
    const device = await deviceSetCookie(db, secret, email, { deviceId, secure });
    if (device === undefined) return response;
    const answer = new Response(response.body, response);
    answer.headers.append("set-cookie", device);
    return answer;
  });

  /** Each guess at the current password costs one of a few attempts per session and per IP. */
  async function admitPasswordChange(c: Context<AppEnv>): Promise<void> {
    const { db, auth } = c.get("deps");
    let wait = await countAttempt(db, `change-password:ip:${clientNetwork(c)}`, CHANGE_PASSWORD_WINDOW);
    if (wait === 0) {
      const session = await (await auth()).api.getSession({ headers: c.req.raw.headers });
      if (session) {
        const key = `change-password:session:${session.session.id}`;
        wait = await countAttempt(db, key, CHANGE_PASSWORD_WINDOW);
      }
    }
    if (wait > 0) {
      throw tooManyRequests(say("errors.tooManyPasswordChanges"), wait, waitPhrase(wait));
    }
  }

  /**
   * "Forgot password?". Every request that is not refused gets the same answer, whether or not the
   * address has an account. Past the per-IP limit the caller is told to wait: that says nothing
   * about any address. Past the per-address limit the answer stays the same and nothing is sent:
   * a 429 there would tell whoever asks for an address that someone (most likely its owner) asked
   * for it within the hour, and the owner already has the links asked for.
   */
  routes.post("/request-password-reset", publicAccess, async (c) => {
    const { email } = await readJson(c, requestPasswordResetSchema);
    const address = email.toLowerCase();
    const { db } = c.get("deps");
    const ipWait = await countAttempt(
      db,
      `password-reset:ip:${clientNetwork(c)}`,
      PASSWORD_RESET_LIMITS.perIp,
    );
    if (ipWait > 0) {
      throw tooManyRequests(say("errors.tooManyPasswordResets"), ipWait, waitPhrase(ipWait));
    }
    const emailWait = await countAttempt(
      db,
      `password-reset:email:${address}`,
      PASSWORD_RESET_LIMITS.perEmail,
    );
    if (emailWait === 0) {
      const response = await forwardJson(c, { email: address }, emailLinkOrigin(c) ?? undefined);
      if (!response.ok) return reshapeError(response);
    }
    return c.json(passwordResetRequested());
  });

  // A token is 24 random letters and digits (about 143 bits): guessing one is hopeless, so these
  // two are not rate-limited.
  routes.post("/check-reset-token", publicAccess, async (c) => {
    const { token } = await readJson(c, checkResetTokenSchema);
    c.header("Cache-Control", "no-store");
    return c.json({ valid: await resetTokenIsValid(c.get("deps").auth, token) });
  });
  routes.post("/reset-password", publicAccess, async (c) => {
    const body = await readJson(c, resetPasswordSchema);
    return reshapeError(await forwardJson(c, body));
  });

  // Only the endpoints the product uses are exposed; sign-up stays closed.
  const passThrough = async (c: Context<AppEnv>) => {
    const auth = await c.get("deps").auth();
    return reshapeError(await auth.handler(c.req.raw));
  };
  routes.get("/get-session", publicAccess, passThrough);
  routes.post("/sign-out", publicAccess, passThrough);
  // The body is checked like every other, so a password sign-in would refuse (NUL, a lone surrogate)
  // is never stored, and a malformed body costs no attempt.
  routes.post("/change-password", signedIn, async (c) => {
    const body = await readJson(c, changePasswordBody);
    await admitPasswordChange(c);
    return reshapeError(await forwardJson(c, body));
  });

  return routes;
}
