import type { drizzleAdapter as DrizzleAdapter } from "better-auth/adapters/drizzle";
import type { betterAuth as BetterAuth } from "better-auth/minimal";
import type { Database } from "../db/client";
import { authAccount, authSession, authUser, authVerification } from "../db/auth-schema";

/** How long a "Forgot password?" link works. */
export const RESET_TOKEN_SECONDS = 60 * 60;

/** What better-auth hands over for a "Forgot password?" request (password-reset.ts sends it). */
export interface PasswordResetRequest {
  user: { id: string; email: string; name: string };
  token: string;
  request?: Request;
}

export interface AuthOptions {
  secret: string;
  /** Public origin when known (PUBLIC_SITE_URL); otherwise taken from each request. */
  baseURL?: string;
  secureCookies: boolean;
  /** Sends the e-mail of a "Forgot password?" request: its token goes into a link to our reset page. */
  sendResetPassword: (reset: PasswordResetRequest) => Promise<void>;
}

const DAY = 60 * 60 * 24;

/** better-auth's two entry points this app uses, passed in so they can be imported when first needed. */
interface BetterAuthModules {
  betterAuth: typeof BetterAuth;
  drizzleAdapter: typeof DrizzleAdapter;
}

function buildAuth({ betterAuth, drizzleAdapter }: BetterAuthModules, db: Database, options: AuthOptions) {
  return betterAuth({
    appName: "Vayu",
    basePath: "/api/auth",
    secret: options.secret,
    baseURL: options.baseURL,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: authUser, session: authSession, account: authAccount, verification: authVerification },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by the super admin (create-agent) and at start-up, never by visitors.
      disableSignUp: true,
      minPasswordLength: 8,
      // better-auth answers a reset request the same whether or not the address has an account.
      sendResetPassword: ({ user, token }, request) => options.sendResetPassword({ user, token, request }),
      // Single use: better-auth deletes the token when it sets the password.
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      // Whoever knew the old password is signed out everywhere.
      revokeSessionsOnPasswordReset: true,
    },
    session: {
      expiresIn: 7 * DAY,
      // Sliding refresh: a session used after a day is extended by another 7 days.
      updateAge: DAY,
    },
    // Sign-in attempts are limited per IP and per email by our own database-backed limiter.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    logger: { disabled: true },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

/** Sign-in and sessions, loaded by the first call: `(await deps.auth()).api...`. */
export type LoadAuth = () => Promise<Auth>;

/**
 * better-auth, imported when a request first needs it: a session cookie to read, a sign-in, a reset
 * token. Its modules hold about 9 MB of heap, which a server answering anonymous visitors never
 * needs (issue 14, item 8). A failed import is retried by the next call.
 */
export function createAuth(db: Database, options: AuthOptions): LoadAuth {
  let loading: Promise<Auth> | undefined;
  const load = async () => {
    const [{ betterAuth }, { drizzleAdapter }] = await Promise.all([
      import("better-auth/minimal"),
      import("better-auth/adapters/drizzle"),
    ]);
    return buildAuth({ betterAuth, drizzleAdapter }, db, options);
  };
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
