import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * How a lead webhook is signed, for the sender and for any receiver (the README shows a receiver):
 *
 *   Vayu-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with LEAD_WEBHOOK_SECRET>
 *
 * The timestamp is inside the signed text, so a captured request cannot be replayed with a fresh
 * one; a receiver refuses timestamps more than REPLAY_WINDOW_SECONDS away from its clock.
 */
export const SIGNATURE_HEADER = "Vayu-Signature";
export const REPLAY_WINDOW_SECONDS = 5 * 60;

function hmac(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export function signatureHeader(secret: string, body: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** True when `header` signs exactly `body` with `secret` and its time is inside the replay window. */
export function verifySignature(
  secret: string,
  body: string,
  header: string | null,
  now = new Date(),
): boolean {
  if (!header) return false;
  const fields = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(fields.get("t"));
  const given = fields.get("v1") ?? "";
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > REPLAY_WINDOW_SECONDS) return false;
  return timingSafeEqual(Buffer.from(given, "hex"), Buffer.from(hmac(secret, timestamp, body), "hex"));
}
