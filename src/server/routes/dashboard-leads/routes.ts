import { Hono } from "hono";
import type { LeadEmailResponse } from "../../../domain/lead-detail";
import { dashboardLeadUpdateSchema, leadEmailSchema } from "../../../domain/schemas/lead-workspace";
import {
  dashboardLeadsExportQuerySchema,
  dashboardLeadsQuerySchema,
} from "../../../domain/schemas/dashboard-leads";
import { ownAgentId, requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { readJson, readQuery } from "../../http/validate";
import { leadsCsvResponse, OWN_LEADS_COLUMNS } from "../leads/export-csv";
import { countLeadFacets, leadPageCursors, listedFollowUpJson } from "../leads/list-queries";
import { leadToJson } from "../leads/serialize";
import { listOwnLeads } from "./queries";
import { emailClient, updateLeadAsBroker } from "./workspace-changes";
import { eventActor, leadDetailResponse, leadIdParam, leadNotesRoutes } from "./workspace-routes";
import { eventToJson } from "./workspace-serialize";
import { say } from "../../../i18n/translate";

const staffWithAgent = requireRole("agent", "admin");

/**
 * The agent dashboard's leads tab: the caller's own leads only, scoped by the session's agent, never
 * by an id the browser sends; another agent's lead is a 404 as if it did not exist.
 */
export function dashboardLeadsRoutes() {
  return new Hono<AppEnv>()
    .get("/", staffWithAgent, async (c) => {
      const agentId = ownAgentId(c);
      const { limit, offset, sort, after, before, ...filters } = readQuery(c, dashboardLeadsQuerySchema);
      const { db } = c.get("deps");
      const [rows, { total, counts }] = await Promise.all([
        listOwnLeads(db, agentId, filters, { limit, offset, sort, after, before }),
        countLeadFacets(db, filters, agentId),
      ]);
      const now = new Date();
      c.header("Cache-Control", "private, no-store");
      return c.json({
        leads: rows.map((row) => ({ ...leadToJson(row.lead), ...listedFollowUpJson(row, now) })),
        total,
        limit,
        offset,
        sort,
        counts,
        ...leadPageCursors(rows.map((row) => row.position)),
      });
    })
    .get("/export.csv", staffWithAgent, async (c) => {
      const agentId = ownAgentId(c);
      const filters = readQuery(c, dashboardLeadsExportQuerySchema);
      return leadsCsvResponse(c, { filters, agentId }, OWN_LEADS_COLUMNS);
    })
    .get("/:id", staffWithAgent, (c) => leadDetailResponse(c, ownAgentId(c)))
    .route("/:id/notes", leadNotesRoutes(staffWithAgent, ownAgentId))
    .patch("/:id", staffWithAgent, async (c) => {
      const agentId = ownAgentId(c);
      const id = leadIdParam(c);
      const input = await readJson(c, dashboardLeadUpdateSchema);
      const lead = await updateLeadAsBroker(c.get("deps").db, id, agentId, input, await eventActor(c));
      if (!lead) throw notFound(say("errors.leadNotFound"));
      return c.json({ lead: leadToJson(lead) });
    })
    .post("/:id/emails", staffWithAgent, async (c) => {
      const agentId = ownAgentId(c);
      const id = leadIdParam(c);
      const message = await readJson(c, leadEmailSchema);
      const event = await emailClient(c.get("deps"), id, { agentId, actor: await eventActor(c) }, message);
      if (!event) throw notFound(say("errors.leadNotFound"));
      const response: LeadEmailResponse = { entry: eventToJson(event) as LeadEmailResponse["entry"] };
      return c.json(response, 201);
    });
}
