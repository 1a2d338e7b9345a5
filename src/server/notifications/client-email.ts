import { escapeHtml } from "../../domain/html";
import type { EmailPayload } from "../db/schema";
import { oneLine } from "./lead-email";

export interface ClientEmailInput {
  /** The lead's client address. */
  to: string;
  subject: string;
  body: string;
  /** The broker who writes: their name goes in From, their own address in Reply-To. */
  broker: { name: string; email: string };
  brokerageName: string;
}

/**
 * An e-mail a broker writes to a client from the lead: their words as written, signed with their name and
 * brokerage. It leaves from the platform's sending address (the only one its mail server may send as) under
 * the broker's name, and the client's reply goes to the broker's own address.
 */
export function clientEmailPayload(input: ClientEmailInput): EmailPayload {
  // The name becomes a header: one line, no controls, whatever the profile holds.
  const name = oneLine(input.broker.name);
  const signature = `${name}\n${oneLine(input.brokerageName)}`;
  const body = input.body.replace(/\r\n?/g, "\n");
  const html =
    `<!doctype html><html><body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto;padding:16px">` +
    `<p style="white-space:pre-wrap;margin:0 0 24px">${escapeHtml(body)}</p>` +
    `<p style="white-space:pre-wrap;color:#475569;margin:0">${escapeHtml(signature)}</p>` +
    `</div></body></html>`;
  return {
    to: input.to,
    subject: oneLine(input.subject),
    text: `${body}\n\n-- \n${signature}\n`,
    html,
    fromName: name,
    replyTo: input.broker.email,
  };
}
