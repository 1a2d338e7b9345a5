import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "../../../lib/toast";
import { z } from "zod";
import type { Testimonial } from "../../../../domain/schemas/testimonials";
import { ApiError, apiPost } from "../../../lib/api";
import { useT } from "../../../i18n/use-t";
import {
  OWN_TESTIMONIALS_QUERY_KEY,
  ownTestimonialSchema,
  type OwnTestimonial,
} from "./get-own-testimonials";

const answerSchema = z.object({ testimonial: ownTestimonialSchema });

export function submitTestimonial(values: Testimonial): Promise<OwnTestimonial> {
  return apiPost("/api/dashboard/testimonials", values, { parser: answerSchema }).then(
    (body) => body.testimonial,
  );
}

/** Sends a testimonial for approval, then reloads the agent's list, where it shows as Pending. */
export function useSubmitTestimonial() {
  const t = useT();
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitTestimonial,
    onError: (error) => {
      // The spec's text heads the toast; a refusal the server explains (a field) follows it.
      const detail =
        error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : undefined;
      toast.error(t("dashboard.testimonials.submitFailed"), { description: detail });
    },
    onSuccess: () => {
      toast.success(t("dashboard.testimonials.submitted"));
    },
    onSettled: () => client.invalidateQueries({ queryKey: OWN_TESTIMONIALS_QUERY_KEY }),
  });
}
