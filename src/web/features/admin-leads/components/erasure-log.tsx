import { LoadError } from "../../../components/ui/load-error";
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
      {log.isPending ? (
        <Skeleton className="mt-2 h-12 rounded-lg" />
      ) : log.isError ? (
        <div className="mt-2">
          <LoadError message={erasureMessages.historyFailed} onRetry={() => void log.refetch()} />
        </div>
      ) : log.data.entries.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{erasureMessages.historyEmpty}</p>
      ) : (
        <ul aria-label={erasureMessages.historyTitle} className="mt-2 grid gap-2 text-sm">
          {log.data.entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap gap-x-3 gap-y-0.5">
              <time dateTime={entry.created_at} className="text-muted-foreground tabular-nums">
                {dateTime.format(new Date(entry.created_at))}
              </time>
              <span className="min-w-0 break-words">{erasureLogLine(entry.actor_email, entry.counts)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
