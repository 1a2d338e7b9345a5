import { keepPreviousData, useQuery, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { z } from "zod";
import { DEFAULT_PAGE_SIZE } from "../../../../domain/schemas/pagination";
import { apiGet } from "../../../lib/api";
import type { CatalogueResource, CatalogueRow } from "../catalogue-resource";

export const CATALOGUE_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export interface CataloguePage<Row> {
  rows: Row[];
  total: number;
  limit: number;
  offset: number;
}

const pageSchema = z.looseObject({ total: z.number(), limit: z.number(), offset: z.number() });

/** Every admin page of a resource sits under this key; its public pages sit beside it. */
export function adminListKey(resource: Pick<CatalogueResource<CatalogueRow>, "queryKey">): QueryKey {
  return [...resource.queryKey, "admin"];
}

export async function fetchAdminCatalogue<Row extends CatalogueRow>(
  resource: CatalogueResource<Row>,
  page: number,
  signal?: AbortSignal,
): Promise<CataloguePage<Row>> {
  const params = new URLSearchParams({
    limit: String(CATALOGUE_PAGE_SIZE),
    offset: String(page * CATALOGUE_PAGE_SIZE),
  });
  const body = await apiGet(`${resource.apiPath}?${params}`, { signal, parser: pageSchema });
  const rows = z.array(resource.rowSchema).parse(body[resource.listKey]);
  return { rows, total: body.total, limit: body.limit, offset: body.offset };
}

/** One page of the resource, sorted by the server; the current rows stay while the next page loads. */
export function useAdminCatalogue<Row extends CatalogueRow>(resource: CatalogueResource<Row>, page: number) {
  return useQuery({
    queryKey: [...adminListKey(resource), page],
    queryFn: ({ signal }) => fetchAdminCatalogue(resource, page, signal),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

/** After a write: the admin pages and every public page showing the resource load again. */
export function refreshCatalogue(
  client: QueryClient,
  resource: Pick<CatalogueResource<CatalogueRow>, "queryKey" | "alsoInvalidates">,
) {
  return Promise.all(
    [resource.queryKey, ...(resource.alsoInvalidates ?? [])].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}
