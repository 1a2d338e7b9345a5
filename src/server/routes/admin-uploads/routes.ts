import { Hono } from "hono";
import { requireRole } from "../../http/authorize";
import type { AppEnv } from "../../deps";
import { notFound } from "../../http/errors";
import { limitUploads } from "../../http/upload-limit";
import { acceptsUploads } from "../../http/security";
import { storeUploadedImage } from "../../storage/store-image";
import type { PublicBucket } from "../../storage/types";
import { say } from "../../../i18n/translate";

/**
 * The catalogue and blog images a super admin uploads before saving the row that shows them. Agent
 * headshots and banners have their own routes: those keys are prefixed with the agent's id.
 */
export const ADMIN_IMAGE_BUCKETS = [
  "blog-images",
  "product-images",
  "service-images",
  "lender-logos",
] as const satisfies readonly PublicBucket[];

type AdminImageBucket = (typeof ADMIN_IMAGE_BUCKETS)[number];

/** The key's first segment: `blog/<timestamp>-<name>` for blog images (spec section 7), the bucket's subject otherwise. */
const KEY_OWNER: Readonly<Record<AdminImageBucket, string>> = {
  "blog-images": "blog",
  "product-images": "products",
  "service-images": "services",
  "lender-logos": "lenders",
};

function isAdminImageBucket(value: string): value is AdminImageBucket {
  return (ADMIN_IMAGE_BUCKETS as readonly string[]).includes(value);
}

export function adminUploadsRoutes() {
  return new Hono<AppEnv>().post(
    "/:bucket",
    requireRole("super_admin"),
    acceptsUploads,
    limitUploads,
    async (c) => {
      const bucket = c.req.param("bucket");
      if (!isAdminImageBucket(bucket)) throw notFound(say("errors.unknownUploadBucket"));
      return c.json(await storeUploadedImage(c, bucket, KEY_OWNER[bucket]), 201);
    },
  );
}
