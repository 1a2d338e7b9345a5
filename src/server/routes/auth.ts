import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import { countAttempt } from "../auth/attempt-limit";
import { deviceCookieName, deviceSetCookie, knownDeviceId } from "../auth/known-device";
import { admitSignIn, signInSucceeded, waitPhrase } from "../auth/sign-in-limits";
import { publicAccess, signedIn } from "../http/authorize";
import { clientNetwork } from "../http/client-ip";
import type { AppEnv } from "../http/context";
import { errorBody, HttpError } from "../http/errors";
import { readJson } from "../http/validate";

/** Password changes allowed per session, and per client IP, in 15 minutes. */
export const CHANGE_PASSWORD_WINDOW = { max: 5, seconds: 15 * 60 };

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

export function authRoutes() {
  const routes = new Hono<AppEnv>();

  routes.post("/sign-in/email", publicAccess, async (c) => {
    const body = await readJson(c, signInBody);
    const email = body.email.toLowerCase();
    const { config, db, auth } = c.get("deps");
    const secret = auth.options.secret;
    const cookieName = deviceCookieName(secret, email);
    const deviceId = await knownDeviceId(db, secret, email, getCookie(c, cookieName));
    const attempt = { email, ip: clientNetwork(c), knownDevice: deviceId !== undefined };
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
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    const forwarded = new Request(c.req.raw.url, {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: body.password, rememberMe: true }),
    });
    const response = await auth.handler(forwarded);
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
  const changePasswordLimit = createMiddleware<AppEnv>(async (c, next) => {
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
    await next();
  });

  // Only the endpoints the product uses are exposed; sign-up stays closed.
  const passThrough = (c: Context<AppEnv>) => c.get("deps").auth.handler(c.req.raw).then(reshapeError);
  routes.get("/get-session", publicAccess, passThrough);
  routes.post("/sign-out", publicAccess, passThrough);
  routes.post("/change-password", signedIn, changePasswordLimit, passThrough);

  return routes;
}
