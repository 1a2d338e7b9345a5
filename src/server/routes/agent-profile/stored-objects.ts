import type { Logger } from "../../logger";
import { assertSafeKey } from "../../storage/keys";
import type { Bucket, PublicBucket, Storage } from "../../storage/types";

export interface StoredObject {
  bucket: Bucket;
  key: string;
}

function safeKey(key: string): string | undefined {
  try {
    assertSafeKey(key);
    return key;
  } catch {
    return undefined;
  }
}

/**
 * The key of the object behind `url` when it is one of this agent's own uploads: in `bucket` of our
 * storage and under the agent's id (buildObjectKey). Anything else (an outside address, a demo image,
 * a file shared by others) is not the agent's to remove.
 */
export function ownedObjectKey(
  storage: Storage,
  bucket: PublicBucket,
  agentId: string,
  url: string | null | undefined,
): string | undefined {
  if (!url) return undefined;
  const marker = "x";
  const prefix = storage.publicUrl(bucket, `${agentId}/${marker}`).slice(0, -marker.length);
  if (!url.startsWith(prefix)) return undefined;
  try {
    const rest = url.slice(prefix.length).split("/").map(decodeURIComponent).join("/");
    return safeKey(`${agentId}/${rest}`);
  } catch {
    return undefined;
  }
}

/**
 * Removes objects whose rows are already gone. A failure is logged, not raised: the change the caller
 * made is committed, and an orphaned file is better than an error for a change that happened.
 */
export async function removeObjects(storage: Storage, log: Logger, objects: StoredObject[]): Promise<void> {
  await Promise.all(
    objects.map(async ({ bucket, key }) => {
      try {
        await storage.delete(bucket, key);
      } catch (err) {
        log.warn({ err, bucket, key }, "could not remove a stored file");
      }
    }),
  );
}
