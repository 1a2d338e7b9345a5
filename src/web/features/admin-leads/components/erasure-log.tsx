import { QueryView } from "../../../components/ui/query-view";
import { Skeleton } from "../../../components/ui/skeleton";
import { useErasureLog } from "../api/get-erasure-log";
import { erasureLogLine, erasureMessages } from "../messages";

const dateTime = new Intl.DateTimeFormat("en-CA", { dateStyle: "medium", timeStyle: "short" });

/** The latest erasures from the audit log: when, which super admin, how many records (never whose). */
export function ErasureLog() {
  const log = useErasureLog();
  return (
    <div className="mt-6 border-t border-border pt-4">
      <h4 className="text-sm font-semibold">{erasureMessages.historyTitle}</h4>
      <div className="mt-2">
        <QueryView
          query={log}
          loading={<Skeleton className="h-12 rounded-lg" />}
          error={erasureMessages.historyFailed}
          isEmpty={(data) => data.entries.length === 0}
          empty={<p className="text-sm text-muted-foreground">{erasureMessages.historyEmpty}</p>}
        >
          {(data) => (
            <ul aria-label={erasureMessages.historyTitle} className="grid gap-2 text-sm">
              {data.entries.map((entry) => (
                <li key={entry.id} className="flex flex-wrap gap-x-3 gap-y-0.5">
                  <time dateTime={entry.created_at} className="text-muted-foreground tabular-nums">
                    {dateTime.format(new Date(entry.created_at))}
                  </time>
                  <span className="min-w-0 break-words">
                    {erasureLogLine(entry.actor_email, entry.counts)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </div>
  );
}
