import { useQuery } from "@tanstack/react-query";
import { apiGet } from "../../lib/api";
import type { CatalogueItem } from "./catalogue-item";
import type { CatalogueKindConfig } from "./catalogue-kinds";

const loadSchemas = () => import("./catalogue-item");

/** GET /api/products or /api/services: every item, oldest first as the server orders them. */
export async function fetchCatalogueList(
  config: CatalogueKindConfig,
  signal?: AbortSignal,
): Promise<CatalogueItem[]> {
  const body = await apiGet(config.apiPath, {
    signal,
    parser: () => loadSchemas().then((module) => module.catalogueBodySchema),
  });
  return (await loadSchemas()).catalogueItemsSchema.parse(body[config.listKey]);
}

export function useCatalogueList(config: CatalogueKindConfig) {
  return useQuery({
    queryKey: [config.kind, "list"],
    queryFn: ({ signal }) => fetchCatalogueList(config, signal),
    staleTime: 5 * 60_000,
  });
}
