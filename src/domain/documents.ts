import type { DocumentType } from "./constants";

/** Spec section 3: a PDF is filed as a certificate, anything else as other. */
export function documentTypeFor(mimeType: string | null | undefined): DocumentType {
  return mimeType === "application/pdf" ? "certificate" : "other";
}

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** `820 B`, `12.4 KB`, `3.1 MB`: sizes as the documents list shows them. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  if (bytes < KILOBYTE) return `${bytes} B`;
  if (bytes < MEGABYTE) return `${(bytes / KILOBYTE).toFixed(1)} KB`;
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}

/** Longer names are cut: the list shows the name on one or two lines. */
export const MAX_DOCUMENT_NAME_LENGTH = 200;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** The name the list shows: the file's own name as the agent's computer called it, made printable. */
export function documentDisplayName(originalName: string, ext: string): string {
  const name = originalName.replace(CONTROL_CHARACTERS, "").trim().slice(0, MAX_DOCUMENT_NAME_LENGTH).trim();
  return name || `document.${ext}`;
}

/** jpeg and jpg name the same format; the stored extension is the sniffed one. */
const SAME_EXTENSION: Readonly<Record<string, string>> = { jpeg: "jpg" };

/**
 * The name a download is saved under: the display name, with the stored (sniffed) extension added when
 * the name does not already end in it, so `scan` saved from a PNG opens as `scan.png`.
 */
export function downloadFileName(name: string, ext: string): string {
  const dot = name.lastIndexOf(".");
  const own = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  return (SAME_EXTENSION[own] ?? own) === ext ? name : `${name}.${ext}`;
}
