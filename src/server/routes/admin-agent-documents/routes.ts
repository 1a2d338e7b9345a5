import { Hono } from "hono";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { uuidParam } from "../../http/validate";
import { DOCUMENT_NOT_FOUND, documentFileResponse } from "../dashboard-documents/file-response";
import { findAgentDocument } from "../dashboard-documents/queries";

/**
 * The super admin's download of any agent's document (issue 11: only the agent and a super admin may
 * read them). Mounted under /api/admin/agents; the document must belong to the agent in the path.
 */
export function adminAgentDocumentsRoutes() {
  return new Hono<AppEnv>().get("/:agentId/documents/:id/file", requireRole("super_admin"), async (c) => {
    const agentId = uuidParam(c.req.param("agentId"), DOCUMENT_NOT_FOUND);
    const id = uuidParam(c.req.param("id"), DOCUMENT_NOT_FOUND);
    const document = await findAgentDocument(c.get("deps").db, agentId, id);
    if (!document) throw notFound(DOCUMENT_NOT_FOUND);
    return documentFileResponse(c, document);
  });
}
