import type { ReactNode } from "react";
import {
  ArrowRightLeft,
  BellOff,
  BellRing,
  Inbox,
  Mail,
  StickyNote,
  UserMinus,
  UserPlus,
  type LucideIcon,
} from "lucide-react";
import type { LeadTimelineEntry } from "../../../../domain/lead-detail";
import { formatDate } from "../../../../domain/format";
import { useLeadLabels } from "../../../components/leads/lead-status";
import { useLocale, useT } from "../../../i18n/use-t";
import type { LeadPanel } from "../lead-panel";
import { DetailSection } from "./detail-section";
import { EntryMeta } from "./entry-meta";
import { NoteEntry } from "./note-entry";

const ICONS: Record<LeadTimelineEntry["kind"], LucideIcon> = {
  created: Inbox,
  note: StickyNote,
  status_changed: ArrowRightLeft,
  assigned: UserPlus,
  unassigned: UserMinus,
  follow_up_set: BellRing,
  follow_up_cleared: BellOff,
  email_sent: Mail,
};

/** What one event says: its line, and what it carried (a follow-up's note, an e-mail's message). */
function useEventText() {
  const t = useT();
  const locale = useLocale();
  const labels = useLeadLabels();
  return (
    entry: Exclude<LeadTimelineEntry, { kind: "note" }>,
    source: string,
    timeZone: string,
  ): [ReactNode, ReactNode?] => {
    switch (entry.kind) {
      case "created":
        return [t("back-office.leadDetail.event.created", { source: labels.source(source) })];
      case "status_changed":
        return [
          t("back-office.leadDetail.event.statusChanged", {
            from: labels.status(entry.data.from),
            to: labels.status(entry.data.to),
          }),
        ];
      case "assigned":
        return [
          entry.data.previousAgentName
            ? t("back-office.leadDetail.event.reassigned", {
                agent: entry.data.agentName,
                previous: entry.data.previousAgentName,
              })
            : t("back-office.leadDetail.event.assigned", { agent: entry.data.agentName }),
        ];
      case "unassigned":
        return [t("back-office.leadDetail.event.unassigned", { previous: entry.data.previousAgentName })];
      case "follow_up_set":
        return [
          t("back-office.leadDetail.event.followUpSet", {
            // The follow-up's own time, on the broker's clock as the follow-up card shows it.
            date: formatDate(new Date(entry.data.at), "dateTime", { locale, timeZone }),
          }),
          entry.data.note && <p className="text-sm break-words">{entry.data.note}</p>,
        ];
      case "follow_up_cleared":
        return [t("back-office.leadDetail.event.followUpCleared")];
      case "email_sent":
        return [
          t("back-office.leadDetail.event.emailSent", { to: entry.data.to }),
          <details className="group text-sm">
            <summary className="cursor-pointer font-medium break-words text-primary">
              {entry.data.subject}
              <span className="sr-only"> {t("back-office.leadDetail.showMessage")}</span>
            </summary>
            <p className="mt-2 rounded-lg bg-muted p-3 break-words whitespace-pre-wrap">{entry.data.body}</p>
          </details>,
        ];
    }
  };
}

interface LeadTimelineProps {
  panel: LeadPanel;
  leadId: string;
  source: string;
  /** The broker's zone, which follow-up times are read in. */
  timeZone: string;
  timeline: LeadTimelineEntry[];
  onSaved: (message: string) => void;
}

/** Everything that happened to the lead, newest first: its arrival, notes, changes and e-mails. */
export function LeadTimeline({ panel, leadId, source, timeZone, timeline, onSaved }: LeadTimelineProps) {
  const t = useT();
  const locale = useLocale();
  const eventText = useEventText();
  const newestFirst = [...timeline].reverse();
  return (
    <DetailSection title={t("back-office.leadDetail.timelineTitle")}>
      <p className="text-sm text-muted-foreground">{t("back-office.leadDetail.timelineOrder")}</p>
      <ol className="mt-4 flex flex-col" data-testid="lead-timeline">
        {newestFirst.map((entry, index) => {
          const Icon = ICONS[entry.kind];
          const last = index === newestFirst.length - 1;
          const at = formatDate(new Date(entry.at), "dateTime", { locale });
          return (
            <li
              // Stable as entries are added above it, so an opened e-mail stays open.
              key={entry.kind === "note" ? entry.id : `${entry.kind}-${entry.at}`}
              className="flex gap-3"
            >
              <div className="flex flex-col items-center">
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                {!last && <span className="w-px flex-1 bg-border" aria-hidden="true" />}
              </div>
              <div className="min-w-0 flex-1 pb-5">
                {entry.kind === "note" ? (
                  <NoteEntry panel={panel} leadId={leadId} note={entry} at={at} onSaved={onSaved} />
                ) : (
                  <EventEntry
                    at={at}
                    iso={entry.at}
                    actor={entry.kind === "created" ? null : entry.actor_name}
                  >
                    {eventText(entry, source, timeZone)}
                  </EventEntry>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </DetailSection>
  );
}

function EventEntry({
  at,
  iso,
  actor,
  children: [line, more],
}: {
  at: string;
  iso: string;
  actor: string | null;
  children: [ReactNode, ReactNode?];
}) {
  return (
    <>
      <p className="text-sm font-medium break-words">{line}</p>
      <EntryMeta at={at} iso={iso} by={actor} />
      {more && <div className="mt-2">{more}</div>}
    </>
  );
}
