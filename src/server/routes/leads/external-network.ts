import type { Config } from "../../config";
import type { Logger } from "../../logger";

/** What happened to the optional copy of a contact message sent to the partner mortgage network. */
export type ExternalNetworkOutcome = "submitted" | "failed" | "skipped" | "disabled";

export interface ContactForNetwork {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  phoneType: "Mobile" | "Work" | "Residential";
  postalCode: string | null;
  comments: string;
}

/** The network's form numbers its phone types. */
const PHONE_TYPE_CODES = { Mobile: "1", Work: "2", Residential: "3" } as const;
const TIMEOUT_MS = 8_000;

/**
 * Posts the contact message to the network's form endpoint as the spec describes (urlencoded,
 * CASL consent included). Sent only when the endpoint, the broker code and the nonce are all
 * configured; the lead is already stored, so a failure here loses nothing.
 */
export async function forwardToExternalNetwork(
  settings: Config["externalNetwork"],
  contact: ContactForNetwork,
  log: Logger,
  fetchImpl: typeof fetch = fetch,
): Promise<ExternalNetworkOutcome> {
  if (!settings) return "disabled";
  if (!settings.brokerCode || !settings.nonce) return "skipped";
  const form = new URLSearchParams({
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    phone: contact.phone,
    phoneType: PHONE_TYPE_CODES[contact.phoneType],
    city: "",
    postalCode: contact.postalCode ?? "",
    comments: contact.comments,
    casl: "1",
    action: settings.action,
    brokerCode: settings.brokerCode,
    wpnonce: settings.nonce,
  });
  try {
    const response = await fetchImpl(settings.url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return "submitted";
    log.warn({ status: response.status }, "external mortgage network refused a contact submission");
    return "failed";
  } catch (error) {
    log.warn({ err: error }, "external mortgage network did not answer");
    return "failed";
  }
}
