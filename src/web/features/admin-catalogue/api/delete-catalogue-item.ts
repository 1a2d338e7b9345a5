import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { catalogueText, type CatalogueResource, type CatalogueRow } from "../catalogue-resource";
import { adminListKey, refreshCatalogue, type CataloguePage } from "./get-admin-catalogue";

export function deleteCatalogueItem(
  resource: Pick<CatalogueResource<CatalogueRow>, "apiPath">,
  id: string,
): Promise<unknown> {
  return apiRequest(`${resource.apiPath}/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** Removes the row from the list at once and puts it back if the server refuses. */
export function useDeleteCatalogueItem<Row extends CatalogueRow>(resource: CatalogueResource<Row>) {
  const t = useT();
  const client = useQueryClient();
  const listKey = adminListKey(resource);
  return useMutation({
    mutationFn: (id: string) => deleteCatalogueItem(resource, id),
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: listKey });
      const previous = client.getQueriesData<CataloguePage<Row>>({ queryKey: listKey });
      client.setQueriesData<CataloguePage<Row>>({ queryKey: listKey }, (page) => {
        if (!page?.rows.some((row) => row.id === id)) return page;
        return { ...page, rows: page.rows.filter((row) => row.id !== id), total: page.total - 1 };
      });
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      toast.error(t(catalogueText(resource.messages, "deleteFailed")));
    },
    onSuccess: () => {
      toast.success(t(catalogueText(resource.messages, "deleted")));
    },
    onSettled: () => refreshCatalogue(client, resource),
  });
}
