import type { MortgageService } from "../../db/schema";
import { resolveImageSrc } from "../../storage/image-src";
import type { Storage } from "../../storage/types";

export function serviceToJson(row: MortgageService, storage: Storage) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image_url: row.imageUrl,
    image_src: resolveImageSrc(storage, "service-images", row.imageUrl),
    features: row.features,
    content: row.content,
    created_at: row.createdAt,
  };
}
