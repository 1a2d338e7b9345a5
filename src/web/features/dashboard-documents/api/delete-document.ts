import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { DOCUMENTS_QUERY_KEY, type DocumentsPage } from "./get-documents";

export function deleteDocument(id: string): Promise<unknown> {
  return apiRequest(`/api/dashboard/documents/${id}`, { method: "DELETE" });
}

/** Removes the document from the list at once and puts it back if the server refuses. */
export function useDeleteDocument() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: DOCUMENTS_QUERY_KEY });
      const previous = client.getQueriesData<DocumentsPage>({ queryKey: DOCUMENTS_QUERY_KEY });
      client.setQueriesData<DocumentsPage>({ queryKey: DOCUMENTS_QUERY_KEY }, (page) => {
        if (!page?.documents.some((document) => document.id === id)) return page;
        return {
          ...page,
          documents: page.documents.filter((document) => document.id !== id),
          total: page.total - 1,
        };
      });
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      toast.error(t("dashboard.documents.deleteFailed"));
    },
    onSuccess: () => toast.success(t("dashboard.documents.deleted")),
    onSettled: () => client.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
