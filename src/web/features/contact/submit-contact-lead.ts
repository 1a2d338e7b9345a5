import { useMutation } from "@tanstack/react-query";
import type { ContactLead } from "../../../domain/schemas/leads";
import type { Translate } from "../../../i18n/translate";
import { apiPost } from "../../lib/api";

/** What the server did with the optional copy for the external mortgage network. */
export type ExternalNetworkOutcome = "submitted" | "failed" | "skipped" | "disabled";

export interface ContactLeadReceipt {
  id: string;
  external_network: ExternalNetworkOutcome;
}

export function submitContactLead(lead: ContactLead): Promise<ContactLeadReceipt> {
  return apiPost<ContactLeadReceipt>("/api/leads/contact", lead);
}

/** The spec's toast for each outcome of the external post; none when the network isn't configured. */
export function externalNetworkToast(
  outcome: ExternalNetworkOutcome,
  t: Translate,
): { kind: "success" | "error" | "info"; message: string } | undefined {
  if (outcome === "submitted") return { kind: "success", message: t("forms.contact.externalSubmitted") };
  if (outcome === "failed") return { kind: "error", message: t("forms.contact.externalFailed") };
  if (outcome === "skipped") return { kind: "info", message: t("forms.contact.externalSkipped") };
  return undefined;
}

/** Stores a contact-form lead (type contact, source contact_form). */
export function useSubmitContactLead() {
  return useMutation({ mutationFn: submitContactLead });
}
