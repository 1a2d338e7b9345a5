import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { generateCookie } from "hono/cookie";
import type { Database } from "../db/client";
import { authAccount, authUser } from "../db/auth-schema";

/**
 * A device that has signed in to an account before carries a cookie proving it, and its
 * attempts at that account are exempt from the account-wide delay, so no one elsewhere can
 * slow the owner down. The cookie is an HMAC (with the auth secret) over the account's email,
 * a random device id and the account's current password hash: it cannot be forged, names no
 * one in clear, and a password change forgets every device.
 */
export const DEVICE_COOKIE_PREFIX = "vayu_device_";
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function hmac(secret: string, ...parts: string[]): string {
  return createHmac("sha256", secret).update(parts.join("\0")).digest("base64url");
}

/** One cookie per account, so several people can share a desk computer. */
export function deviceCookieName(secret: string, email: string): string {
  return DEVICE_COOKIE_PREFIX + hmac(secret, "device-cookie-name", email).slice(0, 16);
}

async function passwordHash(db: Database, email: string): Promise<string | undefined> {
  const rows = await db
    .select({ password: authAccount.password })
    .from(authAccount)
    .innerJoin(authUser, eq(authUser.id, authAccount.userId))
    .where(and(eq(authUser.email, email), eq(authAccount.providerId, "credential")));
  return rows[0]?.password ?? undefined;
}

async function deviceCookieValue(
  db: Database,
  secret: string,
  email: string,
  deviceId = randomBytes(16).toString("base64url"),
): Promise<string | undefined> {
  const hash = await passwordHash(db, email);
  return hash === undefined ? undefined : `${deviceId}.${hmac(secret, "device", email, deviceId, hash)}`;
}

/** The device id when `cookie` proves this device signed in to `email` since its last password change. */
export async function knownDeviceId(
  db: Database,
  secret: string,
  email: string,
  cookie: string | undefined,
): Promise<string | undefined> {
  const [deviceId, signature, extra] = cookie?.split(".") ?? [];
  if (!deviceId || !signature || extra !== undefined) return undefined;
  const expected = await deviceCookieValue(db, secret, email, deviceId);
  if (expected === undefined) return undefined;
  const given = Buffer.from(cookie!);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? deviceId : undefined;
}

/** The Set-Cookie header for a successful sign-in: this device (a new id if it had none) knows `email`. */
export async function deviceSetCookie(
  db: Database,
  secret: string,
  email: string,
  options: { deviceId?: string; secure: boolean },
): Promise<string | undefined> {
  const value = await deviceCookieValue(db, secret, email, options.deviceId);
  if (value === undefined) return undefined;
  return generateCookie(deviceCookieName(secret, email), value, {
    path: "/api/auth",
    httpOnly: true,
    sameSite: "Lax",
    secure: options.secure,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}
