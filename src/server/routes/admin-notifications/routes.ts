import { Hono } from "hono";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { uuidParam } from "../../http/validate";
import { countFailed, listFailed, retryFailed } from "../../notifications/queue";
import { notificationToJson } from "./serialize";
import { say } from "../../../i18n/translate";

/** The list shows this many of the newest failures; the count covers them all. */
export const FAILED_LIST_LIMIT = 50;

const superAdminOnly = requireRole("super_admin");

/** Notifications that could not be delivered, and the super admin's retry. */
export function adminNotificationsRoutes() {
  return new Hono<AppEnv>()
    .get("/failed", superAdminOnly, async (c) => {
      const { db } = c.get("deps");
      const [rows, total] = await Promise.all([listFailed(db, FAILED_LIST_LIMIT), countFailed(db)]);
      c.header("Cache-Control", "private, no-store");
      return c.json({ notifications: rows.map(notificationToJson), total });
    })
    .post("/:id/retry", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.failedNotificationNotFound"));
      const { db, notifications } = c.get("deps");
      const row = await retryFailed(db, id);
      if (!row) throw notFound(say("errors.failedNotificationNotFound"));
      notifications.wake();
      return c.json({ notification: notificationToJson(row) });
    });
}
