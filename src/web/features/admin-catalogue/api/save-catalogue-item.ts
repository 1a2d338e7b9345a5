import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { z } from "zod";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { catalogueText, type CatalogueResource, type CatalogueRow } from "../catalogue-resource";
import { adminListKey, refreshCatalogue, type CataloguePage } from "./get-admin-catalogue";

export interface SaveVariables {
  /** The row to change, or null to create one. */
  id: string | null;
  input: object;
}

const bodySchema = z.looseObject({});

/** POST a new row or PATCH an existing one; answers the row as the server stored it. */
export async function saveCatalogueItem<Row extends CatalogueRow>(
  resource: CatalogueResource<Row>,
  { id, input }: SaveVariables,
): Promise<Row> {
  const body = await apiRequest(id ? `${resource.apiPath}/${encodeURIComponent(id)}` : resource.apiPath, {
    method: id ? "PATCH" : "POST",
    body: input,
    parser: bodySchema,
  });
  return resource.rowSchema.parse(body[resource.itemKey]);
}

/**
 * Saves the form. An edited row is shown as stored at once; a new one appears when the page reloads
 * (the server decides its place). On failure the dialog stays open with everything typed.
 */
export function useSaveCatalogueItem<Row extends CatalogueRow>(resource: CatalogueResource<Row>) {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveVariables) => saveCatalogueItem(resource, variables),
    onSuccess: (saved, { id }) => {
      if (id) {
        client.setQueriesData<CataloguePage<Row>>(
          { queryKey: adminListKey(resource) },
          (page) => page && { ...page, rows: page.rows.map((row) => (row.id === id ? saved : row)) },
        );
      }
      toast.success(t(catalogueText(resource.messages, id ? "updated" : "created")));
    },
    onError: () => {
      toast.error(t(catalogueText(resource.messages, "saveFailed")));
    },
    onSettled: () => refreshCatalogue(client, resource),
  });
}
