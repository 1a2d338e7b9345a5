import { useMutation } from "@tanstack/react-query";
import type { QuoteLeadInput } from "../../../domain/schemas/leads";
import type { Translate } from "../../../i18n/translate";
import { ApiError, apiPost } from "../../lib/api";

export function submitQuote(body: QuoteLeadInput): Promise<{ id: string }> {
  return apiPost("/api/leads/quote", body);
}

/** POST /api/leads/quote: stores the quote request as a lead (source mortgage_calculator). */
export function useSubmitQuote() {
  return useMutation({ mutationFn: submitQuote });
}

/** The toast for a failed submission: the server's own text when rate-limited, else the spec's. */
export function quoteFailureMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.code === "rate_limited" && error.message) return error.message;
  return t("quote.submitFailed");
}
