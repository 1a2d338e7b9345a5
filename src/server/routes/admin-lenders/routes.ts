import { Hono } from "hono";
import { lenderInputSchema, lenderUpdateSchema } from "../../../domain/schemas/admin-lenders";
import { pageQuerySchema } from "../../../domain/schemas/pagination";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { invalidatePublicLenders } from "../lenders/cache";
import {
  countLenders,
  deleteLender,
  findLender,
  insertLender,
  listAllLenders,
  updateLender,
} from "./queries";
import { adminLenderToJson } from "./serialize";
import { say } from "../../../i18n/translate";

const superAdminOnly = requireRole("super_admin");

/**
 * The super admin's lenders tab (spec section 7: the admin reads all lenders; insert, update and
 * delete by id). Every write empties the public lenders cache, so the home page's Trusted Lenders and
 * the broker profiles show it on their next load.
 */
export function adminLendersRoutes() {
  return new Hono<AppEnv>()
    .get("/", superAdminOnly, async (c) => {
      const page = readQuery(c, pageQuerySchema);
      const { db } = c.get("deps");
      const [rows, total] = await Promise.all([listAllLenders(db, page), countLenders(db)]);
      c.header("Cache-Control", "private, no-store");
      return c.json({ lenders: rows.map(adminLenderToJson), total, ...page });
    })
    .get("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.lenderNotFound"));
      const row = await findLender(c.get("deps").db, id);
      if (!row) throw notFound(say("errors.lenderNotFound"));
      c.header("Cache-Control", "private, no-store");
      return c.json({ lender: adminLenderToJson(row) });
    })
    .post("/", superAdminOnly, async (c) => {
      const input = await readJson(c, lenderInputSchema);
      const row = await insertLender(c.get("deps").db, input);
      invalidatePublicLenders();
      return c.json({ lender: adminLenderToJson(row) }, 201);
    })
    .patch("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.lenderNotFound"));
      const changes = await readJson(c, lenderUpdateSchema);
      const row = await updateLender(c.get("deps").db, id, changes);
      invalidatePublicLenders();
      if (!row) throw notFound(say("errors.lenderNotFound"));
      return c.json({ lender: adminLenderToJson(row) });
    })
    .delete("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.lenderNotFound"));
      const deleted = await deleteLender(c.get("deps").db, id);
      invalidatePublicLenders();
      if (!deleted) throw notFound(say("errors.lenderNotFound"));
      return c.body(null, 204);
    });
}
