import { Hono } from "hono";
import {
  adminAgentsQuerySchema,
  agentUpdateSchema,
  createAgentSchema,
} from "../../../domain/schemas/agents-admin";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { limitUploads } from "../../http/upload-limit";
import { acceptsUploads } from "../../http/security";
import { siteOrigin } from "../../http/site-origin";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { findAgent } from "../agent-profile/queries";
import { saveAgentChanges } from "../agent-profile/save";
import { agentProfileToJson } from "../agent-profile/serialize";
import { replaceAgentImage } from "./agent-images";
import { createAgent } from "./create-agent";
import { deleteAgent, removeAgentFiles } from "./delete-agent";
import { inviteAgent } from "./invite-agent";
import { countAgents, listAgents } from "./queries";
import { adminAgentListItemToJson } from "./serialize";
import { say } from "../../../i18n/translate";

const superAdminOnly = requireRole("super_admin");

/*
 * The public agent routes (src/server/routes/agents) read the database on every request and keep no
 * cache, so an agent's change shows on the public site at its next load without any invalidation.
 * The agent's own dashboard saves through the same saveAgentChanges (src/server/routes/dashboard-profile).
 */

/** The super admin's agents tab (spec section 2 "Agents tab", section 7 GET agents (admin), create-agent). */
export function adminAgentsRoutes() {
  return new Hono<AppEnv>()
    .get("/", superAdminOnly, async (c) => {
      const { limit, offset, q } = readQuery(c, adminAgentsQuerySchema);
      const { db } = c.get("deps");
      const [rows, total] = await Promise.all([listAgents(db, q, { limit, offset }), countAgents(db, q)]);
      c.header("Cache-Control", "private, no-store");
      return c.json({ agents: rows.map(adminAgentListItemToJson), total, limit, offset });
    })
    .post("/", superAdminOnly, async (c) => {
      const input = await readJson(c, createAgentSchema);
      const deps = c.get("deps");
      if (!input.sendInvitation) {
        const agent = await createAgent(deps.db, input);
        return c.json({ agent: agentProfileToJson(agent), invitationSentTo: null }, 201);
      }
      const agent = await inviteAgent(deps, input, siteOrigin(c));
      return c.json({ agent: agentProfileToJson(agent), invitationSentTo: agent.email }, 201);
    })
    .get("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.agentNotFound"));
      const agent = await findAgent(c.get("deps").db, id);
      if (!agent) throw notFound(say("errors.agentNotFound"));
      c.header("Cache-Control", "private, no-store");
      return c.json({ agent: agentProfileToJson(agent) });
    })
    .patch("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.agentNotFound"));
      const update = await readJson(c, agentUpdateSchema);
      const deps = c.get("deps");
      const before = await findAgent(deps.db, id);
      if (!before) throw notFound(say("errors.agentNotFound"));
      const agent = await saveAgentChanges(deps, before, update);
      if (!agent) throw notFound(say("errors.agentNotFound"));
      return c.json({ agent: agentProfileToJson(agent) });
    })
    .delete("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), say("errors.agentNotFound"));
      const { db, storage, log } = c.get("deps");
      if (!(await deleteAgent(db, id))) throw notFound(say("errors.agentNotFound"));
      await removeAgentFiles(storage, log, id);
      return c.body(null, 204);
    })
    .post("/:id/headshot", superAdminOnly, acceptsUploads, limitUploads, (c) =>
      replaceAgentImage(c, "headshot"),
    )
    .post("/:id/banner", superAdminOnly, acceptsUploads, limitUploads, (c) => replaceAgentImage(c, "banner"));
}
