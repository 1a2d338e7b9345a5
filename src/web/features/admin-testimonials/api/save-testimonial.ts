import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import type { Testimonial } from "../../../../domain/schemas/testimonials";
import { ApiError, apiRequest } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import { oneTestimonialSchema, type AdminTestimonial } from "./get-admin-testimonials";
import { refreshTestimonials } from "./invalidate";

interface SaveTestimonial {
  /** Absent for a new testimonial. */
  id?: string;
  values: Testimonial;
}

export function saveTestimonial({ id, values }: SaveTestimonial): Promise<AdminTestimonial> {
  return apiRequest(id ? `/api/admin/testimonials/${id}` : "/api/admin/testimonials", {
    method: id ? "PATCH" : "POST",
    body: values,
    parser: oneTestimonialSchema,
  }).then((body) => body.testimonial);
}

/** The server says why it refused (a field, or not the author); the spec's text heads the toast. */
function failureDetail(error: unknown): string | undefined {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
}

/** Writes or edits an admin testimonial, then reloads the lists that show it. */
export function useSaveTestimonial() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTestimonial,
    onError: (error, { id }) => {
      const message = id ? t("admin.testimonials.updateFailed") : t("admin.testimonials.saveFailed");
      toast.error(message, { description: failureDetail(error) });
    },
    onSuccess: (_saved, { id }) => {
      toast.success(id ? t("admin.testimonials.updated") : t("admin.testimonials.created"));
    },
    onSettled: () => refreshTestimonials(client),
  });
}
