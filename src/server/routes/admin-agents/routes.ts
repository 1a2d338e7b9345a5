import { Hono } from "hono";
import {
  adminAgentsQuerySchema,
  agentUpdateSchema,
  createAgentSchema,
} from "../../../domain/schemas/agents-admin";
import { validationMessages } from "../../../domain/messages";
import { isUniqueViolation } from "../../db/errors";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../http/context";
import { HttpError, notFound } from "../../http/errors";
import { acceptsUploads } from "../../http/security";
import { readJson, readQuery, uuidParam } from "../../http/validate";
import { AGENT_IMAGES, AGENT_NOT_FOUND, replaceAgentImage } from "./agent-images";
import { createAgent } from "./create-agent";
import { deleteAgent } from "./delete-agent";
import { countAgents, findAgent, listAgents, updateAgent } from "./queries";
import { adminAgentListItemToJson, adminAgentToJson } from "./serialize";
import { ownedObjectKey, removeObjects, type StoredObject } from "./stored-objects";

const superAdminOnly = requireRole("super_admin");

const slugTaken = () => new HttpError(409, validationMessages.profileSlugTaken, "conflict", "profile_slug");

/*
 * The public agent routes (src/server/routes/agents) read the database on every request and keep no
 * cache, so an agent's change shows on the public site at its next load without any invalidation.
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
      const agent = await createAgent(c.get("deps").db, input);
      return c.json({ agent: adminAgentToJson(agent) }, 201);
    })
    .get("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), AGENT_NOT_FOUND);
      const agent = await findAgent(c.get("deps").db, id);
      if (!agent) throw notFound(AGENT_NOT_FOUND);
      c.header("Cache-Control", "private, no-store");
      return c.json({ agent: adminAgentToJson(agent) });
    })
    .patch("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), AGENT_NOT_FOUND);
      const update = await readJson(c, agentUpdateSchema);
      const { db, storage, log } = c.get("deps");
      const before = await findAgent(db, id);
      if (!before) throw notFound(AGENT_NOT_FOUND);
      let agent;
      try {
        agent = await updateAgent(db, id, update);
      } catch (error) {
        if (isUniqueViolation(error, "agents_profile_slug_unique")) throw slugTaken();
        throw error;
      }
      if (!agent) throw notFound(AGENT_NOT_FOUND);
      const removed: StoredObject[] = [];
      for (const { bucket, column } of Object.values(AGENT_IMAGES)) {
        const key =
          agent[column] === before[column] ? undefined : ownedObjectKey(storage, bucket, id, before[column]);
        if (key) removed.push({ bucket, key });
      }
      await removeObjects(storage, log, removed);
      return c.json({ agent: adminAgentToJson(agent) });
    })
    .delete("/:id", superAdminOnly, async (c) => {
      const id = uuidParam(c.req.param("id"), AGENT_NOT_FOUND);
      const { db, storage, log } = c.get("deps");
      const objects = await deleteAgent(db, storage, id);
      if (!objects) throw notFound(AGENT_NOT_FOUND);
      await removeObjects(storage, log, objects);
      return c.body(null, 204);
    })
    .post("/:id/headshot", superAdminOnly, acceptsUploads, (c) => replaceAgentImage(c, "headshot"))
    .post("/:id/banner", superAdminOnly, acceptsUploads, (c) => replaceAgentImage(c, "banner"));
}
