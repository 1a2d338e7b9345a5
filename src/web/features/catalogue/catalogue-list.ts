import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiGet } from "../../lib/api";
import { catalogueItemSchema, type CatalogueItem } from "./catalogue-item";
import type { CatalogueKindConfig } from "./catalogue-kinds";

const listSchema = z.record(z.string(), z.unknown());

/** GET /api/products or /api/services: every item, oldest first as the server orders them. */
export async function fetchCatalogueList(
  config: CatalogueKindConfig,
  signal?: AbortSignal,
): Promise<CatalogueItem[]> {
  const body = await apiGet(config.apiPath, { signal, parser: listSchema });
  return z.array(catalogueItemSchema).parse(body[config.listKey]);
}

export function useCatalogueList(config: CatalogueKindConfig) {
  return useQuery({
    queryKey: [config.kind, "list"],
    queryFn: ({ signal }) => fetchCatalogueList(config, signal),
    staleTime: 5 * 60_000,
  });
}
