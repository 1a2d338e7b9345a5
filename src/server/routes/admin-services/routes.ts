import { Hono } from "hono";
import { serviceInputSchema, serviceUpdateSchema } from "../../../domain/schemas/admin-services";
import { pageQuerySchema } from "../../../domain/schemas/pagination";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { findService } from "../services/queries";
import { serviceToJson } from "../services/serialize";
import {
  countServices,
  deleteService,
  insertService,
  listServicesNewestFirst,
  updateService,
} from "./queries";
import { say } from "../../../i18n/translate";

const superAdminOnly = requireRole("super_admin");

/**
 * The super admin's services tab (spec section 7: mortgage_services, newest first, insert, update and
 * delete by id). Name and description are shortened to 255 characters by the shared schema (section 5).
 * The public service routes read the table on every request, so a change shows on the next load.
 */
export function adminServicesRoutes() {
  return new Hono<AppEnv>()
    .get("/", superAdminOnly, async (c) => {
      const page = readQuery(c, pageQuerySchema);
      const { db, storage } = c.get("deps");
      const [rows, total] = await Promise.all([listServicesNewestFirst(db, page), countServices(db)]);
      c.header("Cache-Control", "private, no-store");
      return c.json({ services: rows.map((row) => serviceToJson(row, storage)), total, ...page });
    })
    .get("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.serviceNotFound"));
      const { db, storage } = c.get("deps");
      const row = await findService(db, id);
      if (!row) throw notFound(say("errors.serviceNotFound"));
      c.header("Cache-Control", "private, no-store");
      return c.json({ service: serviceToJson(row, storage) });
    })
    .post("/", superAdminOnly, async (c) => {
      const input = await readJson(c, serviceInputSchema);
      const { db, storage } = c.get("deps");
      const row = await insertService(db, input);
      return c.json({ service: serviceToJson(row, storage) }, 201);
    })
    .patch("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.serviceNotFound"));
      const changes = await readJson(c, serviceUpdateSchema);
      const { db, storage } = c.get("deps");
      const row = await updateService(db, id, changes);
      if (!row) throw notFound(say("errors.serviceNotFound"));
      return c.json({ service: serviceToJson(row, storage) });
    })
    .delete("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.serviceNotFound"));
      if (!(await deleteService(c.get("deps").db, id))) throw notFound(say("errors.serviceNotFound"));
      return c.body(null, 204);
    });
}
