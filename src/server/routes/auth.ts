import { Hono, type Context } from "hono";
import { z } from "zod";
import { clearAttempts, countAttempt } from "../auth/attempt-limit";
import { publicAccess, signedIn } from "../http/authorize";
import type { AppEnv } from "../http/context";
import { errorBody } from "../http/errors";
import { clientIp } from "../http/rate-limit";
import { readJson } from "../http/validate";

/** Sign-in attempts are counted per client IP and per email address over this window. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

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
    const { db, auth } = c.get("deps");
    const body = await readJson(c, signInBody);
    const email = body.email.toLowerCase();
    const ipKey = `sign-in:ip:${clientIp(c)}`;
    const emailKey = `sign-in:email:${email}`;
    // An attacker must be slowed on both axes: many passwords for one account, many accounts from one address.
    const limits = c.get("deps").config.signInLimits;
    const wait = Math.max(
      await countAttempt(db, ipKey, { max: limits.perIp, seconds: SIGN_IN_WINDOW_SECONDS }),
      await countAttempt(db, emailKey, { max: limits.perEmail, seconds: SIGN_IN_WINDOW_SECONDS }),
    );
    if (wait > 0) {
      c.header("Retry-After", String(wait));
      return c.json(
        errorBody(
          `Too many sign-in attempts. Please wait ${Math.ceil(wait / 60)} minute(s) and try again.`,
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
    if (response.ok) await clearAttempts(db, emailKey);
    return reshapeError(response);
  });

  // Only the endpoints the product uses are exposed; sign-up stays closed.
  const passThrough = (c: Context<AppEnv>) => c.get("deps").auth.handler(c.req.raw).then(reshapeError);
  routes.get("/get-session", publicAccess, passThrough);
  routes.post("/sign-out", publicAccess, passThrough);
  routes.post("/change-password", signedIn, passThrough);

  return routes;
}
