import type { Context } from "hono";
import { downloadFileName } from "../../../domain/documents";
import type { AgentDocument } from "../../db/schema";
import { contentDisposition } from "../../http/content-disposition";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { PRIVATE_CACHE_CONTROL } from "../../storage/content-types";
import { DOCUMENTS_BUCKET } from "./storage";
import { say } from "../../../i18n/translate";

/**
 * PDFs and raster images open in the browser's own viewer (a certificate is read, not saved);
 * Word files and SVG are always downloaded. Inline files get a policy under which nothing of theirs
 * can run script or reach the network on this origin, and nosniff holds the browser to the type
 * sniffed at upload.
 */
const VIEWABLE_INLINE = new Set([
  "application/pdf",
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
]);
const INLINE_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

/** Response bodies need a plain ArrayBuffer behind them; copy only when the bytes sit in a shared one. */
function responseBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.buffer instanceof ArrayBuffer ? (bytes as Uint8Array<ArrayBuffer>) : new Uint8Array(bytes);
}

function extensionOf(key: string): string {
  const dot = key.lastIndexOf(".");
  return dot === -1 ? "" : key.slice(dot + 1);
}

/** The stored file of a document whose access the caller has already checked. */
export async function documentFileResponse(c: Context<AppEnv>, document: AgentDocument): Promise<Response> {
  const { storage, log } = c.get("deps");
  const stored = await storage.read(DOCUMENTS_BUCKET, document.fileUrl);
  if (!stored) {
    log.warn({ documentId: document.id, reqId: c.get("requestId") }, "document row without its stored file");
    throw notFound(say("errors.documentNotFound"));
  }
  const inline = VIEWABLE_INLINE.has(stored.contentType);
  const fileName = downloadFileName(document.name, extensionOf(document.fileUrl));
  c.header("Content-Type", stored.contentType);
  c.header("Content-Length", String(stored.body.byteLength));
  c.header("Content-Disposition", contentDisposition(inline ? "inline" : "attachment", fileName));
  c.header("Cache-Control", PRIVATE_CACHE_CONTROL);
  c.header("X-Content-Type-Options", "nosniff");
  if (inline) c.header("Content-Security-Policy", INLINE_CONTENT_SECURITY_POLICY);
  return c.body(responseBytes(stored.body));
}
