import type { Context } from "hono";
import { Hono } from "hono";
import { AGENT_LIST_SEGMENT } from "../../../domain/profile-slug";
import type { Agent } from "../../db/schema";
import { publicAccess } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { withinLimit } from "../../http/rate-limit";
import { identifierParam } from "../../http/validate";
import { listAgentTestimonials } from "../testimonials/queries";
import { publicTestimonialToJson } from "../testimonials/serialize";
import { findActiveAgent, listActiveAgentNames, listActiveAgents, recordPageView } from "./queries";
import { agentCardToJson, agentListItemToJson, agentPublicProfileToJson } from "./serialize";
import { say } from "../../../i18n/translate";

/** A visitor reloading a profile counts once per half hour (spec: each view is a page_view event). */
export const PAGE_VIEW_WINDOW = { max: 1, seconds: 30 * 60 };

async function activeAgentOr404(c: Context<AppEnv>): Promise<Agent> {
  const identifier = identifierParam(c.req.param("idOrSlug") ?? "", say("errors.agentNotFound"));
  const agent = await findActiveAgent(c.get("deps").db, identifier);
  if (!agent) throw notFound(say("errors.agentNotFound"));
  return agent;
}

/** GET /list is registered before the profiles; "list" is a reserved slug, so no profile is shadowed. */
export function agentsRoutes() {
  return new Hono<AppEnv>()
    .get("/", publicAccess, async (c) => {
      const rows = await listActiveAgents(c.get("deps").db);
      return c.json({ agents: rows.map(agentCardToJson) });
    })
    .get(`/${AGENT_LIST_SEGMENT}`, publicAccess, async (c) => {
      const rows = await listActiveAgentNames(c.get("deps").db);
      return c.json(rows.map(agentListItemToJson));
    })
    .get("/:idOrSlug", publicAccess, async (c) => {
      const agent = await activeAgentOr404(c);
      return c.json({ agent: agentPublicProfileToJson(agent) });
    })
    .get("/:idOrSlug/testimonials", publicAccess, async (c) => {
      const agent = await activeAgentOr404(c);
      const rows = await listAgentTestimonials(c.get("deps").db, agent.id);
      return c.json({ testimonials: rows.map(publicTestimonialToJson) });
    })
    .post("/:idOrSlug/page-view", publicAccess, async (c) => {
      const agent = await activeAgentOr404(c);
      if (await withinLimit(c, `page-view:${agent.id}`, PAGE_VIEW_WINDOW)) {
        await recordPageView(c.get("deps").db, agent.id);
      }
      return c.body(null, 204);
    });
}
