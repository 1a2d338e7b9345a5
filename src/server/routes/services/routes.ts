import { Hono } from "hono";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { uuidParam } from "../../http/validate";
import { findService, listServices } from "./queries";
import { serviceToJson } from "./serialize";
import { say } from "../../../i18n/translate";

export function servicesRoutes() {
  return new Hono<AppEnv>()
    .get("/", publicAccess, async (c) => {
      const { db, storage } = c.get("deps");
      const rows = await listServices(db);
      return c.json({ services: rows.map((row) => serviceToJson(row, storage)) });
    })
    .get("/:id", publicAccess, async (c) => {
      const { db, storage } = c.get("deps");
      const id = uuidParam(c.req.param("id"), say("errors.serviceNotFound"));
      const row = await findService(db, id);
      if (!row) throw notFound(say("errors.serviceNotFound"));
      return c.json({ service: serviceToJson(row, storage) });
    });
}
