import { Hono } from "hono";
import { newsletterSchema } from "../../../domain/schemas/leads";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { enforceLimit } from "../../http/rate-limit";
import { readJson } from "../../http/validate";
import { subscribe } from "./queries";

export function newsletterRoutes() {
  return new Hono<AppEnv>().post("/", publicAccess, async (c) => {
    const body = await readJson(c, newsletterSchema);
    await enforceLimit(c, "newsletter", c.get("deps").config.submissionLimits.newsletter);
    // A repeated sign-up is a success too, and the answer never tells whether the address was known.
    await subscribe(c.get("deps").db, body.email, "newsletter_page");
    return c.json({ subscribed: true }, 201);
  });
}
