import type { ReadUpload } from "../../storage/uploads";
import { buildObjectKey } from "../../storage/uploads";
import { ObjectExistsError, type PrivateBucket, type Storage } from "../../storage/types";

export const DOCUMENTS_BUCKET: PrivateBucket = "agent-documents";

/** Keys are unique by their millisecond; two uploads of one name in the same one try the next. */
const KEY_ATTEMPTS = 3;

/**
 * Stores an upload at `{agentId}/{timestamp}-{name}.{ext}` (spec section 7) without ever replacing an
 * existing object ("upsert false"), and answers the key.
 */
export async function storeDocumentFile(
  storage: Storage,
  agentId: string,
  upload: ReadUpload,
): Promise<string> {
  const now = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    const key = buildObjectKey(agentId, upload.name, upload.ext, new Date(now + attempt));
    try {
      await storage.put(DOCUMENTS_BUCKET, key, upload.bytes, upload.mime, { overwrite: false });
      return key;
    } catch (error) {
      if (!(error instanceof ObjectExistsError) || attempt + 1 >= KEY_ATTEMPTS) throw error;
    }
  }
}
