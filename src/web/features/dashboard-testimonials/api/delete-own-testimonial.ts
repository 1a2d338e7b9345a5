import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { ApiError, apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { OWN_TESTIMONIALS_QUERY_KEY, type OwnTestimonialsPage } from "./get-own-testimonials";

export function deleteOwnTestimonial(id: string): Promise<unknown> {
  return apiRequest(`/api/dashboard/testimonials/${id}`, { method: "DELETE" });
}

/** Withdraws a pending testimonial at once and puts it back if the server refuses. */
export function useDeleteOwnTestimonial() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnTestimonial,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: OWN_TESTIMONIALS_QUERY_KEY });
      const previous = client.getQueriesData<OwnTestimonialsPage>({ queryKey: OWN_TESTIMONIALS_QUERY_KEY });
      client.setQueriesData<OwnTestimonialsPage>({ queryKey: OWN_TESTIMONIALS_QUERY_KEY }, (page) => {
        if (!page?.testimonials.some((row) => row.id === id)) return page;
        return {
          ...page,
          testimonials: page.testimonials.filter((row) => row.id !== id),
          total: page.total - 1,
        };
      });
      return { previous };
    },
    onError: (error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      // An approval that landed meanwhile is explained by the server.
      const detail = error instanceof ApiError && error.status === 409 ? error.message : undefined;
      toast.error(t("dashboard.testimonials.deleteFailed"), { description: detail });
    },
    onSuccess: () => {
      toast.success(t("dashboard.testimonials.deleted"));
    },
    onSettled: () => client.invalidateQueries({ queryKey: OWN_TESTIMONIALS_QUERY_KEY }),
  });
}
