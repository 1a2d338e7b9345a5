import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { ADMIN_TESTIMONIALS_QUERY_KEY, type AdminTestimonialsPage } from "./get-admin-testimonials";
import { refreshTestimonials } from "./invalidate";

interface ApprovalChange {
  id: string;
  approved: boolean;
}

export function setTestimonialApproval({ id, approved }: ApprovalChange): Promise<unknown> {
  return apiRequest(`/api/admin/testimonials/${id}/approval`, {
    method: "PATCH",
    body: { is_approved: approved },
  });
}

/** Flips the switch at once and flips it back if the server refuses. */
export function useSetTestimonialApproval() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: setTestimonialApproval,
    onMutate: async ({ id, approved }) => {
      await client.cancelQueries({ queryKey: ADMIN_TESTIMONIALS_QUERY_KEY });
      const previous = client.getQueriesData<AdminTestimonialsPage>({
        queryKey: ADMIN_TESTIMONIALS_QUERY_KEY,
      });
      client.setQueriesData<AdminTestimonialsPage>(
        { queryKey: ADMIN_TESTIMONIALS_QUERY_KEY },
        (page) =>
          page && {
            ...page,
            testimonials: page.testimonials.map((row) =>
              row.id === id ? { ...row, is_approved: approved } : row,
            ),
          },
      );
      return { previous };
    },
    onError: (_error, _change, context) => {
      for (const [key, data] of context?.previous ?? []) client.setQueryData(key, data);
      toast.error(t("admin.testimonials.updateFailed"));
    },
    onSuccess: (_body, { approved }) => {
      toast.success(approved ? t("admin.testimonials.approved") : t("admin.testimonials.unapproved"));
    },
    onSettled: () => refreshTestimonials(client),
  });
}
