import { formatDate, formatTimeZoneName } from "../../domain/format";
import { escapeHtml } from "../../domain/html";
import type { LocalDate } from "../../domain/time-zones";
import { translatorFor } from "../../i18n/intl";
import type { Locale } from "../../i18n/locale";
import type { Translate } from "../../i18n/translate";
import { oneLine, type RenderedEmail } from "./lead-email";
import { leadUrl } from "./lead-notifications";

/** One lead's follow-up as the morning e-mail lists it. */
export interface DigestFollowUp {
  leadId: string;
  clientName: string;
  followUpAt: Date;
  /** What the broker meant to do then, one line; null when they wrote nothing. */
  note: string | null;
}

/** A list of follow-ups, cut to what an e-mail shows, with how many there are in all. */
export interface DigestSection {
  items: DigestFollowUp[];
  total: number;
}

export interface FollowUpDigestInput {
  agentName: string;
  /** The broker's day the e-mail is for, and the zone it and every time shown are read in. */
  date: LocalDate;
  timeZone: string;
  /** Due within that day, earliest first; the e-mail is only sent when there is at least one. */
  today: DigestSection;
  /** Set before that day and still not cleared, latest first. */
  overdue: DigestSection;
  /** The site's address for the leads' links (PUBLIC_SITE_URL); null: the e-mail says where to look instead. */
  origin: string | null;
  brokerageName: string;
  /** The broker's preferred language for e-mails. */
  locale: Locale;
}

/** How many follow-ups of each section the e-mail lists; the rest are counted, and wait in the dashboard. */
export const DIGEST_LIST_LIMIT = 50;

interface Entry {
  title: string;
  note: string | null;
  url: string | null;
}

interface Section {
  heading: string;
  intro: string | null;
  entries: Entry[];
  more: string | null;
}

/** The morning e-mail of a broker's follow-ups: today's, then those still overdue, each with its lead's link. */
export function followUpDigestEmail(input: FollowUpDigestInput): RenderedEmail {
  const { locale, timeZone } = input;
  const t = translatorFor(locale);
  // Noon of the broker's day stands for it: the calendar day, and the zone's name as it reads that day.
  const noon = new Date(`${input.date}T12:00:00Z`);
  const day = formatDate(noon, "long", { locale, timeZone: "UTC" });
  const subject = t("email.followUps.subject", { count: input.today.total, date: day });
  const entries = (section: DigestSection, style: "time" | "dayMonthTime") =>
    section.items.slice(0, DIGEST_LIST_LIMIT).map((item): Entry => ({
      title: t("email.followUps.item", {
        time: formatDate(item.followUpAt, style, { locale, timeZone }),
        name: oneLine(item.clientName),
      }),
      note: item.note ? oneLine(item.note) : null,
      // The broker's own lead: its page in their dashboard, in the e-mail's language.
      url: leadUrl(input.origin, item.leadId, true, locale),
    }));
  const more = (section: DigestSection) => {
    const left = section.total - Math.min(section.items.length, DIGEST_LIST_LIMIT);
    return left > 0 ? t("email.followUps.more", { count: left }) : null;
  };
  const sections: Section[] = [
    {
      heading: t("email.followUps.today"),
      intro: null,
      entries: entries(input.today, "time"),
      more: more(input.today),
    },
  ];
  if (input.overdue.total > 0) {
    sections.push({
      heading: t("email.followUps.overdue"),
      intro: t("email.followUps.overdueIntro"),
      entries: entries(input.overdue, "dayMonthTime"),
      more: more(input.overdue),
    });
  }
  const parts: DigestParts = {
    t,
    subject,
    greeting: t("email.greeting", { name: oneLine(input.agentName) }),
    intro: t("email.followUps.intro", { count: input.today.total }),
    timesIn: t("email.followUps.timesIn", { zone: formatTimeZoneName(timeZone, noon, locale) }),
    sections,
  };
  return { subject, text: textBody(input, parts), html: htmlBody(input, parts) };
}

interface DigestParts {
  t: Translate;
  subject: string;
  greeting: string;
  intro: string;
  timesIn: string;
  sections: Section[];
}

function textBody(input: FollowUpDigestInput, parts: DigestParts): string {
  const { t } = parts;
  const lines = [parts.greeting, "", parts.intro, parts.timesIn];
  for (const section of parts.sections) {
    lines.push("", section.heading.toUpperCase());
    if (section.intro) lines.push(section.intro);
    for (const entry of section.entries) {
      lines.push("", entry.title);
      if (entry.note) lines.push(`  ${entry.note}`);
      if (entry.url)
        lines.push(`  ${t("email.labelledLine", { label: t("email.followUps.open"), value: entry.url })}`);
    }
    if (section.more) lines.push("", section.more);
  }
  if (input.origin === null) lines.push("", t("email.followUps.noLink"));
  lines.push("", t("email.followUps.why"), "", `— ${input.brokerageName}`);
  return `${lines.join("\n")}\n`;
}

function htmlBody(input: FollowUpDigestInput, parts: DigestParts): string {
  const { t } = parts;
  const paragraph = (text: string, style = "margin:0 0 12px") =>
    `<p style="${style}">${escapeHtml(text)}</p>`;
  const html = [
    paragraph(parts.greeting),
    paragraph(parts.intro, "margin:0 0 4px"),
    paragraph(parts.timesIn, "margin:0 0 8px;color:#475569"),
  ];
  for (const section of parts.sections) {
    html.push(`<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(section.heading)}</h2>`);
    if (section.intro) html.push(paragraph(section.intro, "margin:0 0 8px;color:#475569"));
    const items = section.entries.map((entry) => {
      const title = entry.url
        ? `<a href="${escapeHtml(entry.url)}" style="color:#0f4c5c;font-weight:600">${escapeHtml(entry.title)}</a>`
        : `<strong>${escapeHtml(entry.title)}</strong>`;
      const note = entry.note ? `<br><span style="color:#475569">${escapeHtml(entry.note)}</span>` : "";
      return `<li style="margin:0 0 10px">${title}${note}</li>`;
    });
    html.push(`<ul style="padding-left:20px;margin:0">${items.join("")}</ul>`);
    if (section.more) html.push(paragraph(section.more, "margin:8px 0 0"));
  }
  if (input.origin === null) html.push(paragraph(t("email.followUps.noLink"), "margin:24px 0 0"));
  html.push(
    paragraph(t("email.followUps.why"), "margin:24px 0 0;color:#475569;font-size:14px"),
    paragraph(input.brokerageName, "margin:8px 0 0;color:#475569"),
  );
  return (
    `<!doctype html><html lang="${input.locale}"><body style="margin:0;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">` +
    `<div style="max-width:600px;margin:0 auto;padding:16px">${html.join("")}</div></body></html>`
  );
}
