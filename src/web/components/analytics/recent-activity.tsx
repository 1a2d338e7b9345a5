import { Card } from "../ui/card";
import type { RecentEvent } from "./analytics-data";
import { useLocale, useT } from "../../i18n/use-t";
import { eventTypeText } from "./analytics-text";
import { formatEventTime } from "./format";

interface RecentActivityProps {
  events: readonly RecentEvent[];
  /** How many of the fetched events the list shows. */
  shown: number;
  description: string;
  empty: string;
  /** Every agent's events name their agent; an agent's own do not need to. */
  showAgent: boolean;
}

/** The latest events of the period, newest first. */
export function RecentActivity({ events, shown, description, empty, showAgent }: RecentActivityProps) {
  const t = useT();
  const locale = useLocale();
  const listed = events.slice(0, shown);
  return (
    <Card className="p-5">
      <h3 id="recent-activity-title" className="font-semibold">
        {t("back-office.analytics.recentTitle")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      {listed.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-labelledby="recent-activity-title" className="mt-4 divide-y divide-border">
          {listed.map((event) => (
            <li
              key={event.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2.5"
            >
              <span className="min-w-0">
                {showAgent ? (
                  <>
                    <span className="font-medium break-words">{event.agent.name}</span>
                    <span className="text-muted-foreground"> · {eventTypeText(event.event_type, t)}</span>
                  </>
                ) : (
                  <span className="font-medium">{eventTypeText(event.event_type, t)}</span>
                )}
              </span>
              <time dateTime={event.created_at} className="text-sm whitespace-nowrap text-muted-foreground">
                {formatEventTime(event.created_at, locale)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
