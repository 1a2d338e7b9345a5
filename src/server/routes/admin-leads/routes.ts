import { Hono } from "hono";
import {
  adminLeadsExportQuerySchema,
  adminLeadsQuerySchema,
  leadStatusUpdateSchema,
} from "../../../domain/schemas/admin-leads";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { ALL_LEADS_COLUMNS, leadsCsvResponse } from "../leads/export-csv";
import { countLeadFacets, leadPageCursors, listedFollowUpJson } from "../leads/list-queries";
import { deleteLead, findLeadWithAgent, listAllLeads, updateLeadStatus } from "./queries";
import { personalDataErasureRoutes } from "./erasure-routes";
import { adminLeadToJson } from "./serialize";
import { leadDetailResponse, leadNotesRoutes } from "../dashboard-leads/workspace-routes";
import { say } from "../../../i18n/translate";

const superAdminOnly = requireRole("super_admin");

/**
 * The super admin's leads tab: every lead, its status and its removal (spec section 7, GET leads
 * (admin)), the CSV export of the list's filtered leads, and the erasure of everything held for one
 * person's address. A lead's detail and notes come after /erasure, which "/:id" would otherwise answer.
 */
export function adminLeadsRoutes() {
  return new Hono<AppEnv>()
    .get("/", superAdminOnly, async (c) => {
      const { limit, offset, sort, after, before, ...filters } = readQuery(c, adminLeadsQuerySchema);
      const { db } = c.get("deps");
      const [rows, { total, counts }] = await Promise.all([
        listAllLeads(db, filters, { limit, offset, sort, after, before }),
        countLeadFacets(db, filters),
      ]);
      const now = new Date();
      c.header("Cache-Control", "private, no-store");
      return c.json({
        leads: rows.map((row) => ({ ...adminLeadToJson(row), ...listedFollowUpJson(row, now) })),
        total,
        limit,
        offset,
        sort,
        counts,
        ...leadPageCursors(rows.map((row) => row.position)),
      });
    })
    .get("/export.csv", superAdminOnly, (c) => {
      const filters = readQuery(c, adminLeadsExportQuerySchema);
      return leadsCsvResponse(c, { filters }, ALL_LEADS_COLUMNS);
    })
    .patch("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.leadNotFound"));
      const { status } = await readJson(c, leadStatusUpdateSchema);
      const { db } = c.get("deps");
      if (!(await updateLeadStatus(db, id, status))) throw notFound(say("errors.leadNotFound"));
      const row = await findLeadWithAgent(db, id);
      if (!row) throw notFound(say("errors.leadNotFound"));
      return c.json({ lead: adminLeadToJson(row) });
    })
    .delete("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.leadNotFound"));
      if (!(await deleteLead(c.get("deps").db, id))) throw notFound(say("errors.leadNotFound"));
      return c.body(null, 204);
    })
    .route("/erasure", personalDataErasureRoutes())
    .get("/:id", superAdminOnly, (c) => leadDetailResponse(c, undefined))
    .route(
      "/:id/notes",
      leadNotesRoutes(superAdminOnly, () => undefined),
    );
}
