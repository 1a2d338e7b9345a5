import { Hono } from "hono";
import { adminLeadsExportQuerySchema, adminLeadsQuerySchema } from "../../../domain/schemas/admin-leads";
import { adminLeadUpdateSchema } from "../../../domain/schemas/lead-workspace";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { ALL_LEADS_COLUMNS, leadsCsvResponse } from "../leads/export-csv";
import { countLeadFacets, leadPageCursors, listedFollowUpJson } from "../leads/list-queries";
import { deleteLead, findLeadWithAgent, listAllLeads } from "./queries";
import { personalDataErasureRoutes } from "./erasure-routes";
import { adminLeadToJson } from "./serialize";
import { updateLeadAsAdmin } from "../dashboard-leads/workspace-changes";
import {
  eventActor,
  leadDetailResponse,
  leadIdParam,
  leadNotesRoutes,
} from "../dashboard-leads/workspace-routes";
import { emailLinkOrigin } from "../../http/site-origin";
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
      const id = leadIdParam(c);
      const input = await readJson(c, adminLeadUpdateSchema);
      const deps = c.get("deps");
      const actor = await eventActor(c);
      if (!(await updateLeadAsAdmin(deps, id, input, actor, emailLinkOrigin(c)))) {
        throw notFound(say("errors.leadNotFound"));
      }
      const row = await findLeadWithAgent(deps.db, id);
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
