import { RECENT_ACTIVITY_SHOWN } from "../../../../domain/schemas/admin-analytics";
import { Card } from "../../../components/ui/card";
import type { AdminAnalytics } from "../api/get-admin-analytics";
import { formatEventTime } from "../format";
import { adminAnalyticsMessages, eventTypeLabel } from "../messages";

/** Spec section 9: the server fetches the latest 10 events; the list shows 5. */
export function RecentActivity({ events }: { events: AdminAnalytics["recent_activity"] }) {
  const shown = events.slice(0, RECENT_ACTIVITY_SHOWN);
  return (
    <Card className="p-5">
      <h3 id="recent-activity-title" className="font-semibold">
        {adminAnalyticsMessages.recentTitle}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{adminAnalyticsMessages.recentDescription}</p>
      {shown.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{adminAnalyticsMessages.recentEmpty}</p>
      ) : (
        <ul aria-labelledby="recent-activity-title" className="mt-4 divide-y divide-border">
          {shown.map((event) => (
            <li
              key={event.id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2.5"
            >
              <span className="min-w-0">
                <span className="font-medium break-words">{event.agent.name}</span>
                <span className="text-muted-foreground"> · {eventTypeLabel(event.event_type)}</span>
              </span>
              <time dateTime={event.created_at} className="text-sm whitespace-nowrap text-muted-foreground">
                {formatEventTime(event.created_at)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
