import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { z } from "zod";
import { countAttempt } from "../auth/attempt-limit";
import { deviceCookieName, deviceSetCookie, knownDeviceId } from "../auth/known-device";
import { admitSignIn, signInSucceeded, waitPhrase } from "../auth/sign-in-limits";
import { publicAccess, signedIn } from "../http/authorize";
import { clientNetwork } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { errorBody, HttpError } from "../http/errors";
import { readJson } from "../http/validate";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../domain/schemas/agents-admin";

/** Password changes allowed per session, and per client IP, in 15 minutes. */
export const CHANGE_PASSWORD_WINDOW = { max: 5, seconds: 15 * 60 };

const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(1024),
  newPassword: z
    .string({ error: "New password is required" })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  revokeOtherSessions: z.boolean().optional(),
});

const signInBody = z.object({
  email: z.string().trim().min(1, "Email is required").max(320),
  password: z.string().min(1, "Password is required").max(1024),
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
    JSON.stringify(
      errorBody(body.message || "An error occurred during authentication", body.code || "auth_error"),
    ),
    { status: response.status, headers },
  );
}

/** Hands better-auth the body this route validated (the original stream has been read). */
function forwardJson(c: Context<AppEnv>, body: unknown): Promise<Response> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  const request = new Request(c.req.raw.url, { method: "POST", headers, body: JSON.stringify(body) });
  return c.get("deps").auth.handler(request);
}

export function authRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post("/sign-in/email", publicAccess, async (c) => {
    const body = await readJson(c, signInBody);
    const email = body.email.toLowerCase();
    const { config, db, auth } = c.get("deps");
    const secret = auth.options.secret;
    const cookieName = deviceCookieName(secret, email);
    const deviceId = await knownDeviceId(db, secret, email, getCookie(c, cookieName));
    const attempt = { email, ip: clientNetwork(c), deviceId };
    const wait = await admitSignIn(db, attempt, config.signInLimits);
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json(
        errorBody(
          `Too many sign-in attempts. Please wait ${waitPhrase(wait)} and try again.`,
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
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      if (session) {
        const key = `change-password:session:${session.session.id}`;
        wait = await countAttempt(db, key, CHANGE_PASSWORD_WINDOW);
      }
    }
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      throw new HttpError(
        429,
        `Too many password change attempts. Please wait ${waitPhrase(wait)} and try again.`,
        "rate_limited",
      );
    }
  }

  // Only the endpoints the product uses are exposed; sign-up stays closed.
  const passThrough = (c: Context<AppEnv>) => c.get("deps").auth.handler(c.req.raw).then(reshapeError);
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
