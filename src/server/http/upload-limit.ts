import { createMiddleware } from "hono/factory";
import { countAttempt, type Window } from "../auth/attempt-limit";
import type { AppEnv } from "../deps";
import { currentActor } from "./authorize";
import { tooManyRequests } from "./rate-limit";
import { say } from "../../i18n/translate";

/**
 * Uploads one account may make, images and documents counted together: a busy editing session
 * stays well inside it, filling the storage does not.
 */
export const UPLOAD_LIMIT: Window = { max: 30, seconds: 10 * 60 };

/**
 * Counts one upload of the signed-in caller (an agent, a super admin) in the database, before the
 * body is read; past UPLOAD_LIMIT it is a 429 naming the limit, with Retry-After. Every upload is
 * stored at once (an image even before the form that shows it is saved), so without a limit an
 * account could fill the storage.
 */
export const limitUploads = createMiddleware<AppEnv>(async (c, next) => {
  const wait = await countAttempt(c.get("deps").db, `upload:user:${currentActor(c).userId}`, UPLOAD_LIMIT);
  if (wait > 0) {
    const window = say("errors.waitMinutes", { count: UPLOAD_LIMIT.seconds / 60 });
    throw tooManyRequests(say("errors.tooManyUploads", { max: UPLOAD_LIMIT.max, window }), wait);
  }
  await next();
});
