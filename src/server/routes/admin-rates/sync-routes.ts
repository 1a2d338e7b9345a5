import { Hono } from "hono";
import { currentActor, requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { errorBody, HttpError } from "../../http/errors";
import { runRatesSync } from "../../rates-sync/run";
import { createRateSources } from "../../rates-sync/sources";
import { clockTime, rateSyncStatus } from "../../rates-sync/status";
import { say } from "../../../i18n/translate";

const superAdminOnly = requireRole("super_admin");

/**
 * The spec's scrape-rates trigger and the sync's status, for the super admin's Rates tab. The
 * trigger runs the same code as the nightly schedule and answers when the run is over.
 */
export function adminRatesSyncRoutes() {
  return new Hono<AppEnv>()
    .get("/sync", superAdminOnly, async (c) => {
      const { db, config } = c.get("deps");
      c.header("Cache-Control", "private, no-store");
      return c.json(await rateSyncStatus(db, config.ratesSync, createRateSources(config.ratesSync)));
    })
    .post("/scrape", superAdminOnly, async (c) => {
      const { db, log, config } = c.get("deps");
      const settings = config.ratesSync;
      const outcome = await runRatesSync(
        { db, log, settings, sources: createRateSources(settings) },
        { trigger: "manual", startedBy: currentActor(c).userId },
      );
      c.header("Cache-Control", "private, no-store");
      switch (outcome.status) {
        case "off":
          throw new HttpError(409, say("errors.ratesSyncOff"), "rates_sync_off");
        case "busy":
        case "taken": {
          const started = outcome.status === "busy" ? outcome.running?.startedAt : undefined;
          const message = started
            ? say("errors.ratesSyncRunningSince", { time: clockTime(started, settings.timezone) })
            : say("errors.ratesSyncRunning");
          throw new HttpError(409, message, "sync_in_progress");
        }
        case "done":
          if (outcome.ok) return c.json(outcome.result);
          return c.json({ ...errorBody(outcome.result.message, "scrape_failed"), ...outcome.result }, 502);
      }
    });
}
