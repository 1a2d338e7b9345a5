import type { Notification } from "../../db/schema";

/** A notification as the super admin's list shows it: never its body, which holds the client's details. */
export function notificationToJson(row: Notification) {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    lead_id: row.leadId,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt,
    sent_at: row.sentAt,
  };
}
