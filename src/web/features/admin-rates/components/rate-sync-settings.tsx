import type { ReactNode } from "react";
import type { RateSyncStatusJson } from "../../../../domain/rates-sync";
import { safeUrl } from "../../../lib/safe-url";
import { useLocale, useT } from "../../../i18n/use-t";
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
  const t = useT();
  const locale = useLocale();
  const words = { t, locale };
  const { schedule } = status;
  return (
    <dl className="grid gap-5 md:grid-cols-3">
      <Setting label={t("admin.rateSync.sourcesLabel")}>
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
      <Setting label={t("admin.rateSync.scheduleLabel")}>
        {schedule ? (
          <>
            <p className="font-medium">{describeSchedule(schedule.pattern, schedule.timezone, words)}</p>
            <p className="text-muted-foreground">
              {t("admin.rateSync.nextRun", {
                when: formatNextRun(schedule.next_run_at, schedule.timezone, words),
              })}
            </p>
          </>
        ) : (
          <p>{t("admin.rateSync.scheduleOff")}</p>
        )}
      </Setting>
      <Setting label={t("admin.rateSync.newRatesLabel")}>
        <p className="font-medium">
          {status.activate_new ? t("admin.rateSync.activateNewTitle") : t("admin.rateSync.reviewNewTitle")}
        </p>
        <p className="text-muted-foreground">
          {status.activate_new ? t("admin.rateSync.activateNewText") : t("admin.rateSync.reviewNewText")}
        </p>
      </Setting>
    </dl>
  );
}
