import { isChatbotSource } from "../../domain/constants";
import { escapeHtml } from "../../domain/html";
import { leadSourceLabel, leadTypeLabel } from "../../domain/lead-labels";
import { formatPercent } from "../../domain/format";
import { formatCents, formatDollars } from "../../domain/money";
import { BIDI_CONTROLS } from "../../domain/schemas/common";
import type { Lead, LeadMetadata } from "../db/schema";

export interface LeadEmailInput {
  lead: Pick<
    Lead,
    "clientName" | "clientEmail" | "clientPhone" | "type" | "source" | "message" | "notes" | "metadata"
  >;
  /** The assigned broker's name; null for a lead nobody is assigned to yet. */
  agentName: string | null;
  /** Where the lead is opened in the dashboard; null when the site's address is not configured. */
  leadUrl: string | null;
  brokerageName: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Instead of the link, when the site's address is unknown (PUBLIC_SITE_URL unset, not a local trial). */
export const NO_LINK_TEXT = "Open the Leads tab of your Vayu dashboard to follow it up.";

/** The chat transcript's last messages go into the e-mail; the whole conversation is in the dashboard. */
export const TRANSCRIPT_MESSAGES = 10;
const TRANSCRIPT_MESSAGE_CHARS = 400;

type Row = readonly [label: string, value: string];

/** The e-mail a broker gets for a new lead: who, how to reach them, what they asked, and the link. */
export function leadEmail(input: LeadEmailInput): RenderedEmail {
  const { lead } = input;
  const chat = isChatbotSource(lead.source);
  const what = chat ? "chat lead" : `${leadTypeLabel(lead.type).toLowerCase()} lead`;
  const subject = oneLine(`New ${what}: ${lead.clientName}`).slice(0, 200);
  const contact = oneLineRows([
    ["Name", lead.clientName],
    ["Email", lead.clientEmail ?? "—"],
    ["Phone", lead.clientPhone ?? "—"],
    ["Type", leadTypeLabel(lead.type)],
    ["Source", leadSourceLabel(lead.source)],
    ["Assigned to", input.agentName ?? "Unassigned"],
  ]);
  const figures = oneLineRows(figureRows(lead.metadata));
  const message = chat || !lead.message ? null : messageLines(lead.message);
  const transcript = chat ? transcriptLines(lead.notes) : [];
  return {
    subject,
    text: textBody(input, subject, contact, figures, message, transcript),
    html: htmlBody(input, subject, contact, figures, message, transcript),
  };
}

/**
 * The forms refuse line breaks and text-direction controls in single-line fields; this keeps every
 * value shown on a line of the e-mail on that line whatever stored it (a chat lead, an older row).
 */
function oneLine(text: string): string {
  return text
    .replace(BIDI_CONTROLS, "")
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim();
}

function oneLineRows(rows: Row[]): Row[] {
  return rows.map(([label, value]) => [label, oneLine(value)]);
}

const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/** The visitor's message line by line, its line breaks kept, without text-direction or other controls. */
function messageLines(message: string): string[] {
  return message
    .replace(BIDI_CONTROLS, "")
    .split(LINE_BREAK)
    .map((line) => line.replace(/\p{Cc}/gu, " ").trimEnd());
}

const money = (value: unknown) => (typeof value === "number" ? formatDollars(value) : null);
const cents = (value: unknown) => (typeof value === "number" ? formatCents(value) : null);
const percent = (value: unknown) => (typeof value === "number" ? formatPercent(value) : null);
const plain = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value : typeof value === "number" ? String(value) : null;

/** The figures a form stored with the lead (quote, renewal, application, contact), in reading order. */
function figureRows(metadata: LeadMetadata): Row[] {
  const calculations = metadata.calculations;
  const rows: [string, string | null][] = [
    ["Purchase price", money(metadata.price)],
    ["Down payment", money(metadata.downPayment)],
    ["Property value", money(metadata.propertyValue)],
    ["Mortgage balance", money(metadata.mortgageBalance)],
    ["Renewal date", plain(metadata.renewalDate)],
    ["Current rate", percent(metadata.currentRate)],
    ["Location", plain(metadata.location)],
    ["Amortization", typeof metadata.amortization === "number" ? `${metadata.amortization} years` : null],
    ["Rate", percent(metadata.mortgageRate)],
    ["Payment frequency", plain(metadata.paymentFrequency)],
    ["Monthly payment", cents(calculations?.monthlyPayment)],
    ["Payment at the current rate", cents(calculations?.currentRatePayment)],
    ["Payment change", cents(calculations?.paymentChange)],
    ["CMHC insurance", money(calculations?.cmhcInsurance)],
    ["Total mortgage", money(calculations?.totalMortgage)],
    ["Mortgage amount", money(metadata.mortgage_amount)],
    ["Property address", plain(metadata.property_address)],
    ["Phone type", plain(metadata.phoneType)],
    ["Postal code", plain(metadata.postalCode)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** `Visitor: …` and `Vayu: …` lines of the conversation's end, each cut to a readable length. */
function transcriptLines(notes: string | null): string[] {
  let messages: unknown;
  try {
    messages = notes ? JSON.parse(notes) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(messages)) return [];
  return messages
    .filter(
      (m): m is { role: string; content: string } =>
        typeof m === "object" && m !== null && typeof m.role === "string" && typeof m.content === "string",
    )
    .slice(-TRANSCRIPT_MESSAGES)
    .map((m) => {
      const content = oneLine(m.content);
      const cut =
        content.length > TRANSCRIPT_MESSAGE_CHARS
          ? `${content.slice(0, TRANSCRIPT_MESSAGE_CHARS)}…`
          : content;
      return `${m.role === "user" ? "Visitor" : "Vayu"}: ${cut}`;
    });
}

function textBody(
  input: LeadEmailInput,
  subject: string,
  contact: Row[],
  figures: Row[],
  message: string[] | null,
  transcript: string[],
): string {
  const lines = [subject, "", ...contact.map(([label, value]) => `${label}: ${value}`)];
  if (figures.length > 0) lines.push("", "Figures", ...figures.map(([label, value]) => `${label}: ${value}`));
  // Quoted, so that no line the visitor wrote can pass for one of the e-mail's own (a forged link).
  if (message) lines.push("", "Message", ...message.map((line) => `> ${line}`.trimEnd()));
  if (transcript.length > 0) lines.push("", "Conversation (latest messages)", ...transcript);
  lines.push(
    "",
    input.leadUrl ? `Open the lead: ${input.leadUrl}` : NO_LINK_TEXT,
    "",
    `— ${input.brokerageName}`,
  );
  return `${lines.join("\n")}\n`;
}

function htmlTable(rows: Row[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#475569;font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0">${cells}</table>`;
}

function htmlBody(
  input: LeadEmailInput,
  subject: string,
  contact: Row[],
  figures: Row[],
  message: string[] | null,
  transcript: string[],
): string {
  const parts = [
    `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
    htmlTable(contact),
  ];
  if (figures.length > 0)
    parts.push(`<h2 style="font-size:16px;margin:20px 0 8px">Figures</h2>`, htmlTable(figures));
  if (message) {
    parts.push(
      `<h2 style="font-size:16px;margin:20px 0 8px">Message</h2>`,
      `<p style="white-space:pre-wrap;margin:0">${escapeHtml(message.join("\n"))}</p>`,
    );
  }
  if (transcript.length > 0) {
    parts.push(
      `<h2 style="font-size:16px;margin:20px 0 8px">Conversation (latest messages)</h2>`,
      ...transcript.map((line) => `<p style="margin:0 0 6px">${escapeHtml(line)}</p>`),
    );
  }
  parts.push(
    input.leadUrl
      ? `<p style="margin:24px 0"><a href="${escapeHtml(input.leadUrl)}" style="color:#0f4c5c;font-weight:600">Open the lead</a></p>`
      : `<p style="margin:24px 0">${escapeHtml(NO_LINK_TEXT)}</p>`,
    `<p style="color:#475569;margin:0">${escapeHtml(input.brokerageName)}</p>`,
  );
  return (
    `<!doctype html><html lang="en-CA"><body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto;padding:16px">${parts.join("")}</div></body></html>`
  );
}
