import { isChatbotSource } from "../../domain/constants";
import { escapeHtml } from "../../domain/html";
import { formatCurrency, formatDate, formatPercent } from "../../domain/format";
import { NO_FIGURE } from "../../domain/money";
import { BIDI_CONTROLS } from "../../domain/schemas/common";
import { translatorFor } from "../../i18n/intl";
import type { Locale } from "../../i18n/locale";
import type { Translate } from "../../i18n/translate";
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
  /** The language the recipient reads their e-mails in: the broker's preferred language. */
  locale: Locale;
  /** Why the broker hears of it: a lead that just arrived (the default), or one the super admin handed them. */
  reason?: "new_lead" | "lead_assigned";
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** Instead of the link, when the site's address is unknown (PUBLIC_SITE_URL unset, not a local trial). */
export const NO_LINK_TEXT = translatorFor("en-CA")("email.lead.noLink");

/** The chat transcript's last messages go into the e-mail; the whole conversation is in the dashboard. */
export const TRANSCRIPT_MESSAGES = 10;
const TRANSCRIPT_MESSAGE_CHARS = 400;

type Row = readonly [label: string, value: string];

/**
 * The e-mail a broker gets for a new lead, or for a lead handed to them: who, how to reach them, what they
 * asked, and the link.
 */
export function leadEmail(input: LeadEmailInput): RenderedEmail {
  const { lead, locale } = input;
  const t = translatorFor(locale);
  const chat = isChatbotSource(lead.source);
  const subject = oneLine(
    input.reason === "lead_assigned"
      ? t("email.lead.assignedSubject", { name: lead.clientName })
      : t("email.lead.subject", { kind: chat ? "chat" : lead.type, name: lead.clientName }),
  ).slice(0, 200);
  const contact = oneLineRows([
    [t("email.lead.name"), lead.clientName],
    [t("email.lead.email"), lead.clientEmail ?? "—"],
    [t("email.lead.phone"), lead.clientPhone ?? "—"],
    [t("email.lead.type"), t("email.lead.typeValue", { type: lead.type })],
    [t("email.lead.source"), t("email.lead.sourceValue", { source: chat ? "ai_chatbot" : lead.source })],
    [t("email.lead.assignedTo"), input.agentName ?? t("email.lead.unassigned")],
  ]);
  const figures = oneLineRows(figureRows(lead.metadata, t, locale));
  const message = chat || !lead.message ? null : messageLines(lead.message);
  const transcript = chat ? transcriptLines(lead.notes, t) : [];
  const parts = { t, subject, contact, figures, message, transcript };
  return {
    subject,
    text: textBody(input, parts),
    html: htmlBody(input, parts),
  };
}

/** White space and controls but the no-break spaces French figures and punctuation are written with. */
const BREAKING_SPACE = /(?:(?![\u00a0\u202f])[\s\p{Cc}])+/gu;

/**
 * The forms refuse line breaks and text-direction controls in single-line fields; this keeps every
 * value shown on a line of the e-mail on that line whatever stored it (a chat lead, an older row).
 */
export function oneLine(text: string): string {
  return text.replace(BIDI_CONTROLS, "").replace(BREAKING_SPACE, " ").trim();
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

/** A select key from a stored value: ICU keys take no spaces or hyphens ("bi-weekly", "British Columbia"). */
const selectKey = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

function money(value: unknown, digits: 0 | 2, locale: Locale): string | null {
  if (typeof value !== "number") return null;
  return Number.isFinite(value) ? formatCurrency(value, digits, locale) : NO_FIGURE;
}

function plain(value: unknown): string | null {
  if (typeof value === "string") return value.trim() === "" ? null : value;
  return typeof value === "number" ? String(value) : null;
}

/** The figures a form stored with the lead (quote, renewal, application, contact), in reading order. */
function figureRows(metadata: LeadMetadata, t: Translate, locale: Locale): Row[] {
  const dollars = (value: unknown) => money(value, 0, locale);
  const cents = (value: unknown) => money(value, 2, locale);
  const percent = (value: unknown) => (typeof value === "number" ? formatPercent(value, 2, locale) : null);
  /** A stored word the e-mail translates when it knows it (a province, a frequency), else shows as stored. */
  const word = (value: unknown, id: "email.lead.locationValue" | "email.lead.frequencyValue") => {
    const text = plain(value);
    return text === null ? null : t(id, { key: selectKey(text), value: text });
  };
  const calculations = metadata.calculations;
  const phoneType = plain(metadata.phoneType);
  const rows: [string, string | null][] = [
    [t("email.lead.purchasePrice"), dollars(metadata.price)],
    [t("email.lead.downPayment"), dollars(metadata.downPayment)],
    [t("email.lead.propertyValue"), dollars(metadata.propertyValue)],
    [t("email.lead.mortgageBalance"), dollars(metadata.mortgageBalance)],
    [t("email.lead.renewalDate"), renewalDate(metadata.renewalDate, locale)],
    [t("email.lead.currentRate"), percent(metadata.currentRate)],
    [t("email.lead.location"), word(metadata.location, "email.lead.locationValue")],
    [
      t("email.lead.amortization"),
      typeof metadata.amortization === "number"
        ? t("email.lead.amortizationYears", { years: metadata.amortization })
        : null,
    ],
    [t("email.lead.rate"), percent(metadata.mortgageRate)],
    [t("email.lead.paymentFrequency"), word(metadata.paymentFrequency, "email.lead.frequencyValue")],
    [t("email.lead.monthlyPayment"), cents(calculations?.monthlyPayment)],
    [t("email.lead.paymentAtCurrentRate"), cents(calculations?.currentRatePayment)],
    [t("email.lead.paymentChange"), cents(calculations?.paymentChange)],
    [t("email.lead.cmhcInsurance"), dollars(calculations?.cmhcInsurance)],
    [t("email.lead.totalMortgage"), dollars(calculations?.totalMortgage)],
    [t("email.lead.mortgageAmount"), dollars(metadata.mortgage_amount)],
    [t("email.lead.propertyAddress"), plain(metadata.property_address)],
    [t("email.lead.phoneType"), phoneType === null ? null : t("email.lead.phoneTypeValue", { phoneType })],
    [t("email.lead.postalCode"), plain(metadata.postalCode)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** A renewal date (2027-03-31) as the e-mail's language writes a day; anything else as stored. */
function renewalDate(value: unknown, locale: Locale): string | null {
  if (typeof value !== "string" || value.trim() === "") return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!day) return value;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return Number.isNaN(date.getTime()) ? value : formatDate(date, "long", { locale, timeZone: "UTC" });
}

/** `Visitor: …` and `Vayu: …` lines of the conversation's end, each cut to a readable length. */
function transcriptLines(notes: string | null, t: Translate): string[] {
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
      return t(m.role === "user" ? "email.lead.visitorSaid" : "email.lead.assistantSaid", { text: cut });
    });
}

interface EmailParts {
  t: Translate;
  subject: string;
  contact: Row[];
  figures: Row[];
  message: string[] | null;
  transcript: string[];
}

function textBody(input: LeadEmailInput, parts: EmailParts): string {
  const { t, subject, contact, figures, message, transcript } = parts;
  const line = ([label, value]: Row) => t("email.labelledLine", { label, value });
  const lines = [subject, "", ...contact.map(line)];
  if (figures.length > 0) lines.push("", t("email.lead.figures"), ...figures.map(line));
  // Quoted, so that no line the visitor wrote can pass for one of the e-mail's own (a forged link).
  if (message) lines.push("", t("email.lead.message"), ...message.map((text) => `> ${text}`.trimEnd()));
  if (transcript.length > 0) lines.push("", t("email.lead.conversation"), ...transcript);
  lines.push(
    "",
    input.leadUrl ? line([t("email.lead.open"), input.leadUrl]) : t("email.lead.noLink"),
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

function htmlBody(input: LeadEmailInput, parts: EmailParts): string {
  const { t, subject, contact, figures, message, transcript } = parts;
  const heading = (text: string) => `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(text)}</h2>`;
  const html = [`<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`, htmlTable(contact)];
  if (figures.length > 0) html.push(heading(t("email.lead.figures")), htmlTable(figures));
  if (message) {
    html.push(
      heading(t("email.lead.message")),
      `<p style="white-space:pre-wrap;margin:0">${escapeHtml(message.join("\n"))}</p>`,
    );
  }
  if (transcript.length > 0) {
    html.push(
      heading(t("email.lead.conversation")),
      ...transcript.map((text) => `<p style="margin:0 0 6px">${escapeHtml(text)}</p>`),
    );
  }
  html.push(
    input.leadUrl
      ? `<p style="margin:24px 0"><a href="${escapeHtml(input.leadUrl)}" style="color:#0f4c5c;font-weight:600">${escapeHtml(t("email.lead.open"))}</a></p>`
      : `<p style="margin:24px 0">${escapeHtml(t("email.lead.noLink"))}</p>`,
    `<p style="color:#475569;margin:0">${escapeHtml(input.brokerageName)}</p>`,
  );
  return (
    `<!doctype html><html lang="${input.locale}"><body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto;padding:16px">${html.join("")}</div></body></html>`
  );
}
