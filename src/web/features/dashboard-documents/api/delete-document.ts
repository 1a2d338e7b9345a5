import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { dashboardDocumentsMessages as text } from "../messages";
import { DOCUMENTS_QUERY_KEY, type DocumentsPage } from "./get-documents";

export function deleteDocument(id: string): Promise<unknown> {
  return apiRequest(`/api/dashboard/documents/${id}`, { method: "DELETE" });
}

/** Removes the document from the list at once and puts it back if the server refuses. */
export function useDeleteDocument() {
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
      toast.error(text.deleteFailed);
    },
    onSuccess: () => toast.success(text.deleted),
    onSettled: () => client.invalidateQueries({ queryKey: DOCUMENTS_QUERY_KEY }),
  });
}
