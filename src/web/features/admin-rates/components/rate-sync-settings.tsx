import type { ReactNode } from "react";
import type { RateSyncStatusJson } from "../../../../domain/rates-sync";
import { safeUrl } from "../../../lib/safe-url";
import { rateSyncMessages } from "../messages";
import { describeSchedule, formatNextRun } from "../sync-format";

function Setting({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1.5 text-sm">{children}</dd>
    </div>
  );
}

/** Where rates come from, when the next run is, and whether what a run adds goes live at once. */
export function RateSyncSettings({ status }: { status: RateSyncStatusJson }) {
  const { schedule } = status;
  return (
    <dl className="grid gap-5 md:grid-cols-3">
      <Setting label={rateSyncMessages.sourcesLabel}>
        <ul className="grid gap-2">
          {status.sources.map((source) => {
            const href = safeUrl(source.url);
            return (
              <li key={source.name} className="min-w-0">
                <span className="font-medium">{source.name}</span>
                <span className="block text-muted-foreground break-all">
                  {href ? (
                    <a
                      href={href}
                      target="_blank"
                      rel="noreferrer"
                      className="underline-offset-2 hover:underline"
                    >
                      {source.url}
                    </a>
                  ) : (
                    source.url
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </Setting>
      <Setting label={rateSyncMessages.scheduleLabel}>
        {schedule ? (
          <>
            <p className="font-medium">{describeSchedule(schedule.pattern, schedule.timezone)}</p>
            <p className="text-muted-foreground">
              {rateSyncMessages.nextRun(formatNextRun(schedule.next_run_at, schedule.timezone))}
            </p>
          </>
        ) : (
          <p>{rateSyncMessages.scheduleOff}</p>
        )}
      </Setting>
      <Setting label={rateSyncMessages.newRatesLabel}>
        <p className="font-medium">
          {status.activate_new ? rateSyncMessages.activateNewTitle : rateSyncMessages.reviewNewTitle}
        </p>
        <p className="text-muted-foreground">
          {status.activate_new ? rateSyncMessages.activateNewText : rateSyncMessages.reviewNewText}
        </p>
      </Setting>
    </dl>
  );
}
