import type { Lead, WebhookPayload } from "../db/schema";
import { signatureHeader, SIGNATURE_HEADER } from "./webhook-signature";

export const LEAD_CREATED_EVENT = "lead.created";

/** Time allowed for the receiver's whole answer. */
export const WEBHOOK_TIMEOUT_MS = 15_000;

function conversation(notes: string | null): unknown[] | undefined {
  if (!notes) return undefined;
  try {
    const parsed: unknown = JSON.parse(notes);
    return Array.isArray(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON a CRM receives for a new lead: the lead as the API names its fields, and where to open it. */
export function leadWebhookBody(
  lead: Lead,
  agent: { id: string; name: string; email: string } | null,
  url: string | null,
): string {
  return JSON.stringify({
    event: LEAD_CREATED_EVENT,
    lead: {
      id: lead.id,
      type: lead.type,
      source: lead.source,
      status: lead.status,
      client_name: lead.clientName,
      client_email: lead.clientEmail,
      client_phone: lead.clientPhone,
      message: lead.message,
      metadata: lead.metadata,
      conversation: conversation(lead.notes),
      agent: agent && { id: agent.id, name: agent.name, email: agent.email },
      created_at: lead.createdAt.toISOString(),
      url,
    },
  });
}

export class WebhookDeliveryError extends Error {
  override name = "WebhookDeliveryError";
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/**
 * Posts one signed call. A 2xx answer is a delivery. A timeout, a network error, 408, 429 and 5xx are
 * worth another try; any other answer (a 4xx, a redirect) will not change by retrying, so it is
 * permanent until someone fixes the receiver or the setting.
 */
export async function postWebhook(
  payload: WebhookPayload,
  secret: string,
  deliveryId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  let response: Response;
  try {
    response = await fetchImpl(payload.url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "Vayu-Webhook/1",
        "Vayu-Event": payload.event,
        "Vayu-Delivery": deliveryId,
        [SIGNATURE_HEADER]: signatureHeader(secret, payload.body),
      },
      body: payload.body,
    });
  } catch (error) {
    const { name, message, cause } = error as Error & { cause?: { code?: string; message?: string } };
    const reason =
      name === "TimeoutError"
        ? `no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`
        : (cause?.code ?? cause?.message ?? message);
    throw new WebhookDeliveryError(`Webhook not reached: ${reason}`, false);
  }
  await response.body?.cancel();
  if (response.ok) return;
  const status = response.status;
  const transient = status === 408 || status === 429 || status >= 500;
  const moved =
    status >= 300 && status < 400
      ? ` (redirected to ${response.headers.get("location") ?? "?"}; set LEAD_WEBHOOK_URL to the final address)`
      : "";
  throw new WebhookDeliveryError(`Webhook answered HTTP ${status}${moved}`, !transient);
}
