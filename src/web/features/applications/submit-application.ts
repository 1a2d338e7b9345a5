import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Translate } from "../../../i18n/translate";
import type { ApplicationLead } from "../../../domain/schemas/leads";
import { ApiError, apiPost } from "../../lib/api";
import { APPLICATIONS_QUERY_KEY } from "./applications";

export function submitApplication(lead: ApplicationLead): Promise<{ id: string }> {
  return apiPost<{ id: string }>("/api/leads/application", lead);
}

/** The toast for a failed submission: the server's own words for a rate limit or a rejected field. */
export function applicationErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && (error.status === 429 || error.status === 400) && error.message) {
    return error.message;
  }
  return t("forms.applications.submitFailed");
}

export function useSubmitApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    // Staff looking at the list see their new application without reloading.
    onSuccess: () => client.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
  });
}
