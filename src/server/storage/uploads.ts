import type { Context } from "hono";
import { CONTENT_TYPE_BY_EXTENSION } from "./content-types";
import { isSafeSvg } from "./svg-check";
import type { MessageId } from "../../i18n/catalogs";
import { say } from "../../i18n/translate";

export type UploadKind = "image" | "document";

const MEGABYTE = 1024 * 1024;
export const MAX_IMAGE_BYTES = 10 * MEGABYTE;
export const MAX_DOCUMENT_BYTES = 25 * MEGABYTE;

export const MAX_UPLOAD_BYTES: Readonly<Record<UploadKind, number>> = {
  image: MAX_IMAGE_BYTES,
  document: MAX_DOCUMENT_BYTES,
};

/* Said when the upload is refused, in the language of the request being served. */
const TOO_LARGE_MESSAGE: Readonly<Record<UploadKind, MessageId>> = {
  image: "errors.uploadImageTooLarge",
  document: "errors.uploadDocumentTooLarge",
};

const UNSUPPORTED_MESSAGE: Readonly<Record<UploadKind, MessageId>> = {
  image: "errors.uploadImageUnsupported",
  document: "errors.uploadDocumentUnsupported",
};

export class UploadError extends Error {
  override name = "UploadError";

  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}

export interface CheckedUpload {
  ext: string;
  mime: string;
}

export interface ReadUpload extends CheckedUpload {
  bytes: Uint8Array;
  /** The client's file name without any folder part, for display only; never used as a path. */
  name: string;
}

/** file-type's extension for each accepted image format, mapped to the extension stored. */
const IMAGE_EXTENSIONS = new Map([
  ["jpg", "jpg"],
  ["png", "png"],
  // An animated PNG is a PNG that browsers read as image/png.
  ["apng", "png"],
  ["webp", "webp"],
  ["gif", "gif"],
  ["avif", "avif"],
]);

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

function accepted(ext: string): CheckedUpload {
  const mime = CONTENT_TYPE_BY_EXTENSION.get(ext);
  if (mime === undefined) throw new Error(`No content type is known for ".${ext}"`);
  return { ext, mime };
}

/** Names the format by content alone; the client's name only tells a Word file from other CFB files. */
async function sniff(
  bytes: Uint8Array,
  originalName: string,
): Promise<{ ext: string; isImage: boolean } | undefined> {
  // Loaded with the first upload: a server that is only read never needs the detector.
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(bytes);
  if (detected === undefined || detected.ext === "xml") {
    return isSafeSvg(bytes) ? { ext: "svg", isImage: true } : undefined;
  }
  const imageExtension = IMAGE_EXTENSIONS.get(detected.ext);
  if (imageExtension !== undefined) return { ext: imageExtension, isImage: true };
  if (detected.ext === "pdf") return { ext: "pdf", isImage: false };
  if (detected.mime === DOCX_MIME) return { ext: "docx", isImage: false };
  if (detected.mime === "application/x-cfb" && /\.doc$/i.test(originalName.trim())) {
    return { ext: "doc", isImage: false };
  }
  return undefined;
}

function assertSize(kind: UploadKind, size: number): void {
  if (size === 0) throw new UploadError(400, say("errors.uploadEmpty"));
  if (size > MAX_UPLOAD_BYTES[kind])
    throw new UploadError(413, say(TOO_LARGE_MESSAGE[kind], { max: MAX_UPLOAD_BYTES[kind] / MEGABYTE }));
}

/** Checks size and format by content, and returns the extension and content type to store it under. */
export async function checkUpload(
  kind: UploadKind,
  bytes: Uint8Array,
  originalName: string,
): Promise<CheckedUpload> {
  assertSize(kind, bytes.byteLength);
  const format = await sniff(bytes, originalName);
  if (format === undefined || (kind === "image" && !format.isImage)) {
    throw new UploadError(415, say(UNSUPPORTED_MESSAGE[kind]));
  }
  return accepted(format.ext);
}

const OWNER_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;
const EXTENSION = /^[a-z0-9]{1,10}$/;
const MAX_BASE_NAME_LENGTH = 80;

function baseName(originalName: string): string {
  const withoutFolders = originalName.split(/[/\\]/).pop() ?? "";
  const dot = withoutFolders.lastIndexOf(".");
  return dot > 0 ? withoutFolders.slice(0, dot) : withoutFolders;
}

function sanitiseBaseName(originalName: string): string {
  const slug = baseName(originalName)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_BASE_NAME_LENGTH)
    .replace(/-+$/, "");
  return slug === "" ? "file" : slug;
}

/**
 * `<ownerId>/<timestamp>-<name>.<ext>`: the owner (an agent id, or `blog`) scopes the key, the
 * timestamp makes it unique, and the extension is the sniffed one, never the client's.
 */
export function buildObjectKey(ownerId: string, originalName: string, ext: string, now = new Date()): string {
  if (!OWNER_ID.test(ownerId)) throw new Error(`Unsafe storage owner id: ${JSON.stringify(ownerId)}`);
  if (!EXTENSION.test(ext)) throw new Error(`Unsafe file extension: ${JSON.stringify(ext)}`);
  return `${ownerId}/${now.getTime()}-${sanitiseBaseName(originalName)}.${ext}`;
}

/** Reads and checks one file of a multipart body parsed by Hono. */
export async function readUploadField(c: Context, field: string, kind: UploadKind): Promise<ReadUpload> {
  let body: Awaited<ReturnType<Context["req"]["parseBody"]>>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new UploadError(400, say("errors.uploadNotMultipart"));
  }
  const value = body[field];
  const file = Array.isArray(value) ? value.find((item) => item instanceof File) : value;
  if (!(file instanceof File)) throw new UploadError(400, say("errors.uploadMissingField", { field }));
  // Refuse before copying the bytes out of the parsed body.
  assertSize(kind, file.size);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const name = (file.name.split(/[/\\]/).pop() ?? "").trim();
  return { bytes, name, ...(await checkUpload(kind, bytes, name)) };
}
