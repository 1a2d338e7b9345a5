import type { Database } from "../db/client";
import { accountWait, returnAccountAttempt, takeAccountAttempt } from "./account-delay";
import { clearAttempts, countAttempt } from "./attempt-limit";
import { say } from "../../i18n/translate";

/** The fixed window of the per-IP and per-(email, IP) sign-in limits. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;

export interface SignInLimits {
  /** Attempts per client IP per window, whatever the email. */
  perIp: number;
  /** Attempts at one email from one client IP per window. */
  perEmail: number;
}

export interface SignInAttempt {
  email: string;
  /** The caller's network for per-address limits (limitNetwork: an IPv4 address, an IPv6 /64). */
  ip: string;
  /** The id of the caller's device when it has signed in to this account before (see known-device.ts). */
  deviceId?: string;
}

/**
 * `pair` limits guesses at one account from one place: the caller's address, or for a known device
 * the device itself, so that others behind the same address can never use up the owner's attempts.
 */
function keys({ email, ip, deviceId }: SignInAttempt) {
  return {
    ip: `sign-in:ip:${ip}`,
    pair: deviceId ? `sign-in:email-device:${deviceId}:${email}` : `sign-in:email-ip:${ip}:${email}`,
    account: `sign-in:account:${email}`,
  };
}

/**
 * Seconds the caller must wait, or 0 when the attempt may go ahead (and is counted). One IP
 * guessing is held by its own limits; guesses spread over many IPs only lengthen the
 * account's delay, which the owner's known device skips, so no one can lock the owner out.
 * A known device also skips the per-IP limit (its cookie proves the password was known
 * here) and has an (email, device) limit of its own instead of the (email, IP) one, so a neighbour
 * behind the same address cannot block it either; its holder still gets only so many guesses.
 * Checks that only read come first, so a refused attempt adds no row.
 */
export async function admitSignIn(
  db: Database,
  attempt: SignInAttempt,
  limits: SignInLimits,
  now = Date.now(),
): Promise<number> {
  const key = keys(attempt);
  const window = (max: number) => ({ max, seconds: SIGN_IN_WINDOW_SECONDS });
  const knownDevice = attempt.deviceId !== undefined;
  if (!knownDevice) {
    const wait = await accountWait(db, key.account, now);
    if (wait > 0) return wait;
    const ipWait = await countAttempt(db, key.ip, window(limits.perIp), now);
    if (ipWait > 0) return ipWait;
  }
  const pairWait = await countAttempt(db, key.pair, window(limits.perEmail), now);
  if (pairWait > 0) return pairWait;
  return knownDevice ? 0 : takeAccountAttempt(db, key.account, now);
}

/** The owner got in: their own mistakes from this address and this attempt stop counting. */
export async function signInSucceeded(db: Database, attempt: SignInAttempt): Promise<void> {
  const key = keys(attempt);
  await clearAttempts(db, key.pair);
  if (attempt.deviceId === undefined) await returnAccountAttempt(db, key.account);
}

/** "45 seconds", "1 minute", "15 minutes": how long a refused caller waits, in the request's language. */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return say("errors.waitSeconds", { count: seconds });
  return say("errors.waitMinutes", { count: Math.ceil(seconds / 60) });
}
