import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { ADMIN_TESTIMONIALS_QUERY_KEY, type AdminTestimonialsPage } from "./get-admin-testimonials";
import { refreshTestimonials } from "./invalidate";

export function deleteTestimonial(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/testimonials/${id}`, { method: "DELETE" });
}

/** Removes the row at once and puts it back if the server refuses. */
export function useDeleteTestimonial() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteTestimonial,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: ADMIN_TESTIMONIALS_QUERY_KEY });
      const previous = client.getQueriesData<AdminTestimonialsPage>({
        queryKey: ADMIN_TESTIMONIALS_QUERY_KEY,
      });
      client.setQueriesData<AdminTestimonialsPage>({ queryKey: ADMIN_TESTIMONIALS_QUERY_KEY }, (page) => {
        if (!page?.testimonials.some((row) => row.id === id)) return page;
        return {
          ...page,
          testimonials: page.testimonials.filter((row) => row.id !== id),
          total: page.total - 1,
        };
      });
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      toast.error(t("admin.testimonials.deleteFailed"));
    },
    onSuccess: () => {
      toast.success(t("admin.testimonials.deleted"));
    },
    onSettled: () => refreshTestimonials(client),
  });
}
