import { Hono } from "hono";
import { publicAccess } from "../http/authorize";
import type { AppEnv } from "../deps";
import { errorBody } from "../http/errors";
import { say } from "../../i18n/translate";

export function healthRoutes() {
  return new Hono<AppEnv>().get("/", publicAccess, async (c) => {
    c.header("Cache-Control", "no-store");
    try {
      await c.get("deps").dbHandle.ping();
      return c.json({ status: "ok" });
    } catch (error) {
      c.get("deps").log.error({ err: error }, "health check: database did not answer");
      return c.json(errorBody(say("errors.databaseUnavailable"), "database_unavailable"), 503);
    }
  });
}
