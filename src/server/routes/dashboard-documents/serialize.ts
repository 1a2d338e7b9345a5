import type { AgentDocument } from "../../db/schema";

/** Where the owning agent downloads a document; the file itself has no public address. */
export function documentFileHref(id: string): string {
  return `/api/dashboard/documents/${id}/file`;
}

/** A document as the agent's list shows it. The storage key (file_url) stays on the server. */
export function documentToJson(document: AgentDocument) {
  return {
    id: document.id,
    name: document.name,
    file_size: document.fileSize,
    mime_type: document.mimeType,
    type: document.type,
    uploaded_at: document.uploadedAt,
    href: documentFileHref(document.id),
  };
}
