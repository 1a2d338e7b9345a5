import { saveErrors, uploadDocumentFailed } from "../../../domain/messages";
import type { DocumentType } from "../../../domain/constants";

/**
 * Texts of the agent dashboard's documents tab. The spec's own words ('Failed to upload document:
 * {message}', 'Failed to save document') come from the domain catalogue; the spec has no text for a
 * failed load or a deletion, so those are ours.
 */
export const dashboardDocumentsMessages = {
  uploadFailed: uploadDocumentFailed,
  saveFailed: saveErrors.saveDocument,
  loadFailed: "Failed to fetch documents",
  deleteFailed: "Failed to delete document",
  uploaded: "Document uploaded successfully",
  deleted: "Document deleted",
  listTitle: "Your documents",
  listDescription:
    "Certificates and other files you keep on Vayu. Only you and the Vayu administrator can open them.",
  uploadLabel: "Upload a document",
  uploadHint: "PDF, Word (.doc, .docx) or an image, up to 25 MB. PDFs are filed as certificates.",
  uploading: "Uploading document",
  loading: "Loading documents",
  empty: "No documents yet. Upload your licence, certificates or other files to keep them at hand.",
  columnName: "Name",
  columnSize: "Size",
  columnType: "Type",
  columnUploaded: "Uploaded",
  columnActions: "Actions",
  deleteTitle: "Delete this document?",
} as const;

export const DOCUMENT_TYPE_LABELS: Readonly<Record<DocumentType, string>> = {
  certificate: "Certificate",
  other: "Other",
};

export function openDocumentLabel(name: string): string {
  return `Open ${name} (opens in a new tab)`;
}

export function deleteDocumentLabel(name: string): string {
  return `Delete document ${name}`;
}

export function deleteDocumentDescription(name: string): string {
  return `${name} will be removed for good, file included. This cannot be undone.`;
}
