import type { Context } from "hono";
import type { AppEnv } from "../deps";
import type { PublicBucket } from "./types";
import { buildObjectKey, readUploadField } from "./uploads";

/**
 * Reads the image in the request's `file` field (sniffed type and size limits), stores it in `bucket`
 * under `<owner>/<timestamp>-<name>` and answers its public address, for the row that will show it.
 */
export async function storeUploadedImage(
  c: Context<AppEnv>,
  bucket: PublicBucket,
  owner: string,
): Promise<{ url: string; key: string }> {
  const upload = await readUploadField(c, "file", "image");
  const { storage } = c.get("deps");
  const key = buildObjectKey(owner, upload.name, upload.ext);
  await storage.put(bucket, key, upload.bytes, upload.mime);
  return { url: storage.publicUrl(bucket, key), key };
}
