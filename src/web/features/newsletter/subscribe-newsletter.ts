import { useMutation } from "@tanstack/react-query";
import type { NewsletterInput } from "../../../domain/schemas/leads";
import { apiPost } from "../../lib/api";

export function subscribeNewsletter(input: NewsletterInput): Promise<{ subscribed: true }> {
  return apiPost<{ subscribed: true }>("/api/newsletter", input);
}

/** Stores an email in newsletter_subscriptions; a repeated address is not an error. */
export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
