import { Hono } from "hono";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { uuidParam } from "../../http/validate";
import { documentFileResponse } from "../dashboard-documents/file-response";
import { findAgentDocument } from "../dashboard-documents/queries";
import { say } from "../../../i18n/translate";

/**
 * The super admin's download of any agent's document (issue 11: only the agent and a super admin may
 * read them). Mounted under /api/admin/agents; the document must belong to the agent in the path.
 */
export function adminAgentDocumentsRoutes() {
  return new Hono<AppEnv>().get("/:agentId/documents/:id/file", requireRole("super_admin"), async (c) => {
    const agentId = uuidParam(c.req.param("agentId"), say("errors.documentNotFound"));
    const id = uuidParam(c.req.param("id"), say("errors.documentNotFound"));
    const document = await findAgentDocument(c.get("deps").db, agentId, id);
    if (!document) throw notFound(say("errors.documentNotFound"));
    return documentFileResponse(c, document);
  });
}
