import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { CatalogueItem } from "./catalogue-item";
import type { CatalogueKindConfig } from "./catalogue-kinds";

const loadSchemas = () => import("./catalogue-item");

/** GET /api/products/:id or /api/services/:id; a 404 means the item does not exist. */
export async function fetchCatalogueItem(
  config: CatalogueKindConfig,
  id: string,
  signal?: AbortSignal,
): Promise<CatalogueItem> {
  const body = await apiGet(`${config.apiPath}/${encodeURIComponent(id)}`, {
    signal,
    parser: () => loadSchemas().then((module) => module.catalogueBodySchema),
  });
  return (await loadSchemas()).catalogueItemSchema.parse(body[config.itemKey]);
}

export function useCatalogueItem(config: CatalogueKindConfig, id: string) {
  return useQuery({
    queryKey: [config.kind, "detail", id],
    queryFn: ({ signal }) => fetchCatalogueItem(config, id, signal),
    staleTime: 5 * 60_000,
  });
}
