/**
 * Notifications leave through a queue table (the outbox pattern): a row is written with the lead in
 * one transaction, and a worker delivers it, retrying on the schedule below.
 */

/** How a notification leaves: an e-mail (SMTP or the outbox folder) or a signed POST to a CRM. */
export const NOTIFICATION_CHANNELS = ["email", "webhook"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What it is about. */
export const NOTIFICATION_KINDS = [
  "new_lead",
  "password_reset",
  "invitation",
  /** A lead the super admin handed to a broker. */
  "lead_assigned",
  /** The morning e-mail of a broker's follow-ups due that day. */
  "follow_up_digest",
  /** An e-mail a broker wrote to a client from the lead. */
  "client_email",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** 'sending' while one worker holds it; 'failed' after its last attempt or a permanent refusal. */
export const NOTIFICATION_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

const MINUTE = 60_000;

/**
 * The wait before each retry: after the first failed attempt 1 minute, then 5, 30 and 120. A fifth
 * failed attempt marks the notification failed, for the super admin to see and retry.
 */
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** When the next attempt is due after `attempts` failed ones; null once none is left. */
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}
