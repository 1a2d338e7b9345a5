import { QueryView } from "../../../components/ui/query-view";
import { Skeleton } from "../../../components/ui/skeleton";
import { useErasureLog } from "../api/get-erasure-log";
import { formatDate } from "../../../../domain/format";
import { useLocale, useT } from "../../../i18n/use-t";
import { erasureCountsSummary } from "../erasure-text";

/** The latest erasures from the audit log: when, which super admin, how many records (never whose). */
export function ErasureLog() {
  const t = useT();
  const locale = useLocale();
  const log = useErasureLog();
  return (
    <div className="mt-6 border-t border-border pt-4">
      <h4 className="text-sm font-semibold">{t("admin.erasure.historyTitle")}</h4>
      <div className="mt-2">
        <QueryView
          query={log}
          loading={<Skeleton className="h-12 rounded-lg" />}
          error={t("admin.erasure.historyFailed")}
          isEmpty={(data) => data.entries.length === 0}
          empty={<p className="text-sm text-muted-foreground">{t("admin.erasure.historyEmpty")}</p>}
        >
          {(data) => (
            <ul aria-label={t("admin.erasure.historyTitle")} className="grid gap-2 text-sm">
              {data.entries.map((entry) => (
                <li key={entry.id} className="flex flex-wrap gap-x-3 gap-y-0.5">
                  <time dateTime={entry.created_at} className="text-muted-foreground tabular-nums">
                    {formatDate(new Date(entry.created_at), "dateTime", { locale })}
                  </time>
                  <span className="min-w-0 break-words">
                    {t("admin.erasure.logLine", {
                      actor: entry.actor_email,
                      summary: erasureCountsSummary(entry.counts, t, locale),
                    })}
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
