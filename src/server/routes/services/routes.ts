import { Hono } from "hono";
import { publicMessages } from "../../../domain/messages";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { uuidParam } from "../../http/validate";
import { findService, listServices } from "./queries";
import { serviceToJson } from "./serialize";

export function servicesRoutes() {
  return new Hono<AppEnv>()
    .get("/", publicAccess, async (c) => {
      const { db, storage } = c.get("deps");
      const rows = await listServices(db);
      return c.json({ services: rows.map((row) => serviceToJson(row, storage)) });
    })
    .get("/:id", publicAccess, async (c) => {
      const { db, storage } = c.get("deps");
      const id = uuidParam(c.req.param("id"), publicMessages.serviceNotFound);
      const row = await findService(db, id);
      if (!row) throw notFound(publicMessages.serviceNotFound);
      return c.json({ service: serviceToJson(row, storage) });
    });
}
