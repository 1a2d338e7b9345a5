import { Hono } from "hono";
import {
  adminRatesQuerySchema,
  rateActiveSchema,
  rateCreateSchema,
  rateUpdateSchema,
} from "../../../domain/schemas/admin-rates";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { invalidatePublicRates } from "../rates/cache";
import { rateToJson } from "../rates/serialize";
import {
  countRates,
  deleteRate,
  insertManualRate,
  listRatesPage,
  setRateActive,
  updateRateValues,
} from "./queries";
import { say } from "../../../i18n/translate";

const superAdminOnly = requireRole("super_admin");

/**
 * The super admin's rates tab (spec section 7, "GET mortgage_rates (admin)" and "Rates write"). Every
 * write clears the public rates cache, so the home page, /rates and the profiles show it on their next load.
 */
export function adminRatesRoutes() {
  return new Hono<AppEnv>()
    .get("/", superAdminOnly, async (c) => {
      const { limit, offset, ...filters } = readQuery(c, adminRatesQuerySchema);
      const { db } = c.get("deps");
      const [rows, total] = await Promise.all([
        listRatesPage(db, filters, { limit, offset }),
        countRates(db, filters),
      ]);
      c.header("Cache-Control", "private, no-store");
      return c.json({ rates: rows.map(rateToJson), total, limit, offset });
    })
    .post("/", superAdminOnly, async (c) => {
      const input = await readJson(c, rateCreateSchema);
      const row = await insertManualRate(c.get("deps").db, input);
      invalidatePublicRates();
      return c.json({ rate: rateToJson(row) }, 201);
    })
    .patch("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.rateNotFound"));
      const values = await readJson(c, rateUpdateSchema);
      const row = await updateRateValues(c.get("deps").db, id, values);
      if (!row) throw notFound(say("errors.rateNotFound"));
      invalidatePublicRates();
      return c.json({ rate: rateToJson(row) });
    })
    .patch("/:id/active", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.rateNotFound"));
      const { is_active } = await readJson(c, rateActiveSchema);
      const row = await setRateActive(c.get("deps").db, id, is_active);
      if (!row) throw notFound(say("errors.rateNotFound"));
      invalidatePublicRates();
      return c.json({ rate: rateToJson(row) });
    })
    .delete("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.rateNotFound"));
      if (!(await deleteRate(c.get("deps").db, id))) throw notFound(say("errors.rateNotFound"));
      invalidatePublicRates();
      return c.body(null, 204);
    });
}
