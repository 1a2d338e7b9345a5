import type { Product } from "../../db/schema";
import { resolveImageSrc } from "../../storage/image-src";
import type { Storage } from "../../storage/types";

export function productToJson(row: Product, storage: Storage) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image_url: row.imageUrl,
    image_src: resolveImageSrc(storage, "product-images", row.imageUrl),
    price: row.price,
    content: row.content,
    created_at: row.createdAt,
  };
}
