import type { Context } from "hono";
import { Hono } from "hono";
import type { z } from "zod";
import {
  dashboardCustomizeSchema,
  dashboardLinksSchema,
  dashboardProfileSchema,
  dashboardSeoSchema,
  dashboardSlugSchema,
  dashboardSocialSchema,
  isAgentPictureKind,
} from "../../../domain/schemas/dashboard-profile";
import type { Agent } from "../../db/schema";
import { ownAgentId, requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { say } from "../../../i18n/translate";
import { forbidden, notFound } from "../../http/errors";
import { limitUploads } from "../../http/upload-limit";
import { acceptsUploads } from "../../http/security";
import { readJson } from "../../http/validate";
import { AGENT_PICTURES, assertOwnPictures, storeAgentPicture } from "../agent-profile/pictures";
import { findAgent, type AgentChanges } from "../agent-profile/queries";
import { saveAgentChanges } from "../agent-profile/save";
import { agentProfileToJson } from "../agent-profile/serialize";

const agentsAndAdmins = requireRole("agent", "admin");

/** The caller's own agents row: the only one these routes read or write, whatever a request names. */
async function ownAgent(c: Context<AppEnv>): Promise<Agent> {
  const agent = await findAgent(c.get("deps").db, ownAgentId(c));
  // The row was deleted after this request's session was read.
  if (!agent) throw forbidden();
  return agent;
}

/** One tab's PATCH: only the fields its schema names are written; any other field is refused. */
function saveTab<S extends z.ZodType<AgentChanges>>(schema: S) {
  return async (c: Context<AppEnv>) => {
    const before = await ownAgent(c);
    const changes = await readJson(c, schema);
    const deps = c.get("deps");
    assertOwnPictures(deps.storage, before, changes);
    const agent = await saveAgentChanges(deps, before, changes);
    if (!agent) throw forbidden();
    return c.json({ agent: agentProfileToJson(agent) });
  };
}

/*
 * The public profile (src/server/routes/agents) reads the database on every request and keeps no
 * cache, so a save here shows on /agent/{slug} at its next load.
 */

/**
 * The agent dashboard's Profile, Customize Page, Social, Application Links and SEO tabs (spec sections
 * 2, 3 and 5): the caller's own agent profile, one PATCH per tab.
 */
export function dashboardProfileRoutes() {
  return (
    new Hono<AppEnv>()
      .get("/", agentsAndAdmins, async (c) => {
        const agent = await ownAgent(c);
        c.header("Cache-Control", "private, no-store");
        return c.json({ agent: agentProfileToJson(agent) });
      })
      .patch("/", agentsAndAdmins, saveTab(dashboardProfileSchema))
      .patch("/slug", agentsAndAdmins, saveTab(dashboardSlugSchema))
      .patch("/customize", agentsAndAdmins, saveTab(dashboardCustomizeSchema))
      .patch("/social", agentsAndAdmins, saveTab(dashboardSocialSchema))
      .patch("/links", agentsAndAdmins, saveTab(dashboardLinksSchema))
      .patch("/seo", agentsAndAdmins, saveTab(dashboardSeoSchema))
      /**
       * Stores a picture under the agent's id and answers its address; the tab's save then shows it on
       * the page (a preview before saving) and removes the picture it replaces.
       */
      .post("/images/:kind", agentsAndAdmins, acceptsUploads, limitUploads, async (c) => {
        const agentId = ownAgentId(c);
        const kind = c.req.param("kind");
        if (!isAgentPictureKind(kind)) throw notFound(say("errors.noSuchPicture"));
        const stored = await storeAgentPicture(c, agentId, AGENT_PICTURES[kind].bucket);
        return c.json(stored, 201);
      })
  );
}
