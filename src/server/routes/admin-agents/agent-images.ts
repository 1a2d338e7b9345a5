import type { Context } from "hono";
import type { AppEnv } from "../../http/context";
import { notFound } from "../../http/errors";
import { uuidParam } from "../../http/validate";
import { buildObjectKey, readUploadField } from "../../storage/uploads";
import type { PublicBucket } from "../../storage/types";
import { findAgent, setAgentImage } from "./queries";
import { adminAgentToJson } from "./serialize";
import { ownedObjectKey, removeObjects } from "./stored-objects";

export const AGENT_NOT_FOUND = "Agent not found";

export const AGENT_IMAGES = {
  headshot: { bucket: "agent-headshots", column: "headshotUrl" },
  banner: { bucket: "agent-banners", column: "bannerImageUrl" },
} as const satisfies Record<string, { bucket: PublicBucket; column: "headshotUrl" | "bannerImageUrl" }>;

/**
 * Stores an uploaded picture under the agent's id (spec section 7, Storage), points the agent's
 * image field at its public address, and removes the picture it replaces.
 */
export async function replaceAgentImage(c: Context<AppEnv>, kind: keyof typeof AGENT_IMAGES) {
  const { bucket, column } = AGENT_IMAGES[kind];
  const id = uuidParam(c.req.param("id") ?? "", AGENT_NOT_FOUND);
  const { db, storage, log } = c.get("deps");
  const before = await findAgent(db, id);
  if (!before) throw notFound(AGENT_NOT_FOUND);

  const upload = await readUploadField(c, "file", "image");
  const key = buildObjectKey(id, upload.name, upload.ext);
  await storage.put(bucket, key, upload.bytes, upload.mime);
  const url = storage.publicUrl(bucket, key);

  const agent = await setAgentImage(db, id, column, url);
  if (!agent) {
    await removeObjects(storage, log, [{ bucket, key }]);
    throw notFound(AGENT_NOT_FOUND);
  }
  const replaced = ownedObjectKey(storage, bucket, id, before[column]);
  if (replaced && replaced !== key) await removeObjects(storage, log, [{ bucket, key: replaced }]);
  return c.json({ agent: adminAgentToJson(agent), url, key });
}
