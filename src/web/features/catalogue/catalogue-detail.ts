import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../lib/api";
import { catalogueItemSchema, type CatalogueItem } from "./catalogue-item";
import type { CatalogueKindConfig } from "./catalogue-kinds";

const bodySchema = z.record(z.string(), z.unknown());

/** GET /api/products/:id or /api/services/:id; a 404 means the item does not exist. */
export async function fetchCatalogueItem(
  config: CatalogueKindConfig,
  id: string,
  signal?: AbortSignal,
): Promise<CatalogueItem> {
  const body = await apiGet(`${config.apiPath}/${encodeURIComponent(id)}`, { signal, parser: bodySchema });
  return catalogueItemSchema.parse(body[config.itemKey]);
}

export function useCatalogueItem(config: CatalogueKindConfig, id: string) {
  return useQuery({
    queryKey: [config.kind, "detail", id],
    queryFn: ({ signal }) => fetchCatalogueItem(config, id, signal),
    staleTime: 5 * 60_000,
  });
}
