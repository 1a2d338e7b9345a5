import type { Context } from "hono";
import { countAttempt, type Window } from "../auth/attempt-limit";
import { clientNetwork } from "./client-ip";
import type { AppEnv } from "../deps";
import { HttpError } from "./errors";
import { say } from "../../i18n/translate";

/** Counts one attempt of this caller under `action`; false once over the window's limit. */
export async function withinLimit(c: Context<AppEnv>, action: string, window: Window): Promise<boolean> {
  const wait = await countAttempt(c.get("deps").db, `${action}:ip:${clientNetwork(c)}`, window);
  return wait === 0;
}

/**
 * Counts one attempt of this caller under `action`; an attempt over the limit is a 429 telling the
 * caller how long to wait, in its message and its Retry-After header. A window whose max is 0 is a
 * limit switched off by its setting: nothing is counted.
 */
export async function enforceLimit(c: Context<AppEnv>, action: string, window: Window): Promise<void> {
  if (window.max === 0) return;
  const wait = await countAttempt(c.get("deps").db, `${action}:ip:${clientNetwork(c)}`, window);
  if (wait === 0) return;
  throw tooManyRequests(say("errors.tooManySubmissions"), wait);
}

/**
 * A 429 saying why (`reason`, already said in the request's language) and how long to wait, in its
 * message and its Retry-After header. `wait` defaults to whole minutes; the sign-in limits name
 * seconds too.
 */
export function tooManyRequests(
  reason: string,
  waitSeconds: number,
  wait = say("errors.waitMinutes", { count: Math.ceil(waitSeconds / 60) }),
): HttpError {
  return new HttpError(429, say("errors.rateLimited", { reason, wait }), "rate_limited", undefined, {
    "retry-after": String(waitSeconds),
  });
}
