import type { Context } from "hono";
import type { AgentPictureKind } from "../../../domain/schemas/dashboard-profile";
import type { Agent } from "../../db/schema";
import type { AppEnv } from "../../deps";
import { say } from "../../../i18n/translate";
import { fieldMessage, HttpError } from "../../http/errors";
import { buildObjectKey, readUploadField } from "../../storage/uploads";
import type { PublicBucket, Storage } from "../../storage/types";
import type { AgentChanges } from "./queries";
import { ownedObjectKey, type StoredObject } from "./stored-objects";

interface Picture {
  /** Spec section 7 names two agent buckets: headshots, and banners for every other picture. */
  bucket: PublicBucket;
  /** The field as the API names it. */
  field: string;
  stored: (agent: Agent) => string | null | undefined;
  /** The new value in a validated change; undefined when the change leaves the picture alone. */
  changed: (changes: AgentChanges) => string | null | undefined;
}

export const AGENT_PICTURES: Readonly<Record<AgentPictureKind, Picture>> = {
  headshot: {
    bucket: "agent-headshots",
    field: "headshot_url",
    stored: (agent) => agent.headshotUrl,
    changed: (changes) => changes.headshot_url,
  },
  banner: {
    bucket: "agent-banners",
    field: "banner_image_url",
    stored: (agent) => agent.bannerImageUrl,
    changed: (changes) => changes.banner_image_url,
  },
  background: {
    bucket: "agent-banners",
    field: "custom_background_image",
    stored: (agent) => agent.customBackgroundImage,
    changed: (changes) => changes.custom_background_image,
  },
  logo: {
    bucket: "agent-banners",
    field: "agent_logo_url",
    stored: (agent) => agent.agentLogoUrl,
    changed: (changes) => changes.agent_logo_url,
  },
  badge1: {
    bucket: "agent-banners",
    field: "badge_1_url",
    stored: (agent) => agent.badge1Url,
    changed: (changes) => changes.badge_1_url,
  },
  badge2: {
    bucket: "agent-banners",
    field: "badge_2_url",
    stored: (agent) => agent.badge2Url,
    changed: (changes) => changes.badge_2_url,
  },
  og: {
    bucket: "agent-banners",
    field: "seo_settings.og_image",
    stored: (agent) => agent.seoSettings.og_image,
    changed: (changes) => (changes.seo_settings ? (changes.seo_settings.og_image ?? null) : undefined),
  },
};

const PICTURES = Object.values(AGENT_PICTURES);

/** Stores an uploaded picture under the agent's id (spec section 7, Storage) and answers its public address. */
export async function storeAgentPicture(
  c: Context<AppEnv>,
  agentId: string,
  bucket: PublicBucket,
): Promise<{ url: string; key: string }> {
  const upload = await readUploadField(c, "file", "image");
  const key = buildObjectKey(agentId, upload.name, upload.ext);
  const { storage } = c.get("deps");
  await storage.put(bucket, key, upload.bytes, upload.mime);
  return { url: storage.publicUrl(bucket, key), key };
}

/**
 * An agent may set a picture only to one of their own uploads, keep the one they have, or remove it:
 * never point their page at another agent's files or at an address the site does not hold.
 */
export function assertOwnPictures(storage: Storage, before: Agent, changes: AgentChanges): void {
  for (const picture of PICTURES) {
    const next = picture.changed(changes);
    if (next === undefined || next === null || next === picture.stored(before)) continue;
    if (!ownedObjectKey(storage, picture.bucket, before.id, next)) {
      throw new HttpError(
        400,
        fieldMessage(picture.field, say("errors.ownUpload")),
        "invalid_request",
        picture.field,
      );
    }
  }
}

/**
 * The agent's own uploads a save stopped using: each picture that changed, unless another picture
 * still shows the same file.
 */
export function replacedPictures(storage: Storage, before: Agent, after: Agent): StoredObject[] {
  const inUse = new Set(PICTURES.map((picture) => picture.stored(after)));
  const objects: StoredObject[] = [];
  for (const { bucket, stored } of PICTURES) {
    const old = stored(before);
    if (old === stored(after) || inUse.has(old)) continue;
    const key = ownedObjectKey(storage, bucket, before.id, old);
    if (key && !objects.some((object) => object.bucket === bucket && object.key === key)) {
      objects.push({ bucket, key });
    }
  }
  return objects;
}
