import { Hono } from "hono";
import { documentDisplayName, documentTypeFor } from "../../../domain/documents";
import { pageQuerySchema } from "../../../domain/schemas/pagination";
import { ownAgentId, requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { HttpError, notFound } from "../../http/errors";
import { acceptsUploads } from "../../http/security";
import { limitUploads } from "../../http/upload-limit";
import { readQuery, uuidParam } from "../../http/validate";
import { readUploadField } from "../../storage/uploads";
import { documentFileResponse } from "./file-response";
import {
  countAgentDocuments,
  deleteAgentDocument,
  findAgentDocument,
  insertAgentDocument,
  listAgentDocuments,
} from "./queries";
import { documentToJson } from "./serialize";
import { DOCUMENTS_BUCKET, storeDocumentFile } from "./storage";
import { say } from "../../../i18n/translate";

/** The answer's code when the file was stored but its row was not (the spec's 'Failed to save document'). */
export const DOCUMENT_SAVE_FAILED = "document_save_failed";

const staffWithAgent = requireRole("agent", "admin");

/**
 * The agent dashboard's documents tab: the caller's own documents in the private agent-documents
 * bucket. Files are only ever read through `/:id/file`, behind the session; another agent's document
 * is a 404 as if it did not exist.
 */
export function dashboardDocumentsRoutes() {
  return new Hono<AppEnv>()
    .get("/", staffWithAgent, async (c) => {
      const agentId = ownAgentId(c);
      const { limit, offset } = readQuery(c, pageQuerySchema);
      const { db } = c.get("deps");
      const [rows, total] = await Promise.all([
        listAgentDocuments(db, agentId, { limit, offset }),
        countAgentDocuments(db, agentId),
      ]);
      c.header("Cache-Control", "private, no-store");
      return c.json({ documents: rows.map(documentToJson), total, limit, offset });
    })
    .post("/", staffWithAgent, acceptsUploads, limitUploads, async (c) => {
      const agentId = ownAgentId(c);
      const upload = await readUploadField(c, "file", "document");
      const { db, storage, log } = c.get("deps");
      const key = await storeDocumentFile(storage, agentId, upload);
      try {
        const row = await insertAgentDocument(db, {
          agentId,
          name: documentDisplayName(upload.name, upload.ext),
          // The key in the private bucket, not a URL: the bucket has no public address.
          fileUrl: key,
          fileSize: upload.bytes.byteLength,
          mimeType: upload.mime,
          type: documentTypeFor(upload.mime),
        });
        return c.json({ document: documentToJson(row) }, 201);
      } catch (error) {
        log.error({ err: error, reqId: c.get("requestId") }, "document row not saved; removing its file");
        // No file may outlive a failed save: nothing would list it, and nothing would ever delete it.
        await storage.delete(DOCUMENTS_BUCKET, key).catch((cleanup: unknown) => {
          log.error({ err: cleanup, key }, "orphaned document file could not be removed");
        });
        throw new HttpError(500, say("errors.documentSaveFailed"), DOCUMENT_SAVE_FAILED);
      }
    })
    .get("/:id/file", staffWithAgent, async (c) => {
      const agentId = ownAgentId(c);
      const id = uuidParam(c.req.param("id"), say("errors.documentNotFound"));
      const document = await findAgentDocument(c.get("deps").db, agentId, id);
      if (!document) throw notFound(say("errors.documentNotFound"));
      return documentFileResponse(c, document);
    })
    .delete("/:id", staffWithAgent, async (c) => {
      const agentId = ownAgentId(c);
      const id = uuidParam(c.req.param("id"), say("errors.documentNotFound"));
      const { db, storage, log } = c.get("deps");
      const document = await deleteAgentDocument(db, agentId, id);
      if (!document) throw notFound(say("errors.documentNotFound"));
      // The row is gone, so the list is right; a file left behind is only logged.
      await storage.delete(DOCUMENTS_BUCKET, document.fileUrl).catch((error: unknown) => {
        log.error({ err: error, documentId: document.id }, "deleted document's file could not be removed");
      });
      return c.body(null, 204);
    });
}
