import { useEffect, useState } from "react";
import { LoaderCircle } from "lucide-react";
import type { JobRunOutcome } from "../../../../domain/job-runs";
import type { RateSyncRunJson } from "../../../../domain/rates-sync";
import { Badge, type BadgeProps } from "../../../components/ui/badge";
import { formatInteger } from "../../../../domain/format";
import { useLocale, useT } from "../../../i18n/use-t";
import { formatRelative, formatRunTime } from "../sync-format";
import { RateSyncRunProblems, RateSyncSkippedRates } from "./rate-sync-run-details";

const OUTCOME_VARIANTS: Record<JobRunOutcome, BadgeProps["variant"]> = {
  succeeded: "success",
  partial: "accent",
  failed: "destructive",
  interrupted: "destructive",
  skipped: "secondary",
  running: "default",
};

/** The current time, moved on every half minute so "5 minutes ago" stays true while the tab is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function RunOutcomeBadge({ outcome }: { outcome: JobRunOutcome }) {
  const t = useT();
  return (
    <Badge variant={OUTCOME_VARIANTS[outcome]}>
      {outcome === "running" && (
        <LoaderCircle className="size-3 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      )}
      {t("admin.rateSync.outcome", { outcome })}
    </Badge>
  );
}

const COUNTS = [
  ["added", "admin.rateSync.countAdded"],
  ["updated", "admin.rateSync.countUpdated"],
  ["unchanged", "admin.rateSync.countUnchanged"],
  ["skipped", "admin.rateSync.countSkipped"],
] as const;

function RunCounts({ counts }: { counts: NonNullable<RateSyncRunJson["counts"]> }) {
  const t = useT();
  const locale = useLocale();
  return (
    <dl aria-label={t("admin.rateSync.countsLabel")} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COUNTS.map(([key, label]) => (
        <div
          key={key}
          className="flex flex-col-reverse rounded-lg border border-border bg-muted/60 px-4 py-3"
        >
          <dt className="text-xs font-medium text-muted-foreground">{t(label)}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{formatInteger(counts[key], locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

interface RateSyncLastRunProps {
  run: RateSyncRunJson | null;
  /** The zone the schedule is written in, so every time on the panel reads the same way. */
  timeZone: string;
  scheduled: boolean;
}

/** The newest run: its outcome, when and how it started, what it changed, and what went wrong. */
export function RateSyncLastRun({ run, timeZone, scheduled }: RateSyncLastRunProps) {
  const t = useT();
  const locale = useLocale();
  const words = { t, locale };
  const now = useNow();
  return (
    <section aria-labelledby="rate-sync-last-run-title" data-testid="rate-sync-last-run">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 id="rate-sync-last-run-title" className="font-semibold">
          {t("admin.rateSync.lastRunTitle")}
        </h4>
        {run && <RunOutcomeBadge outcome={run.outcome} />}
      </div>
      {!run ? (
        <p className="mt-1 text-sm text-muted-foreground">
          {scheduled ? t("admin.rateSync.noRunScheduled") : t("admin.rateSync.noRun")}
        </p>
      ) : (
        <>
          <p className="mt-1 text-sm text-muted-foreground">
            <time dateTime={run.started_at} className="font-medium text-foreground">
              {formatRelative(run.started_at, now, words)}
            </time>
            <span aria-hidden="true"> · </span>
            <span className="whitespace-nowrap">{formatRunTime(run.started_at, timeZone, locale)}</span>
            <span aria-hidden="true"> · </span>
            <span>{t("admin.rateSync.trigger", { trigger: run.trigger })}</span>
          </p>
          {run.outcome === "running" && (
            <p className="mt-2 text-sm" role="status">
              {t("admin.rateSync.running")}
            </p>
          )}
          {run.counts && <RunCounts counts={run.counts} />}
          <RateSyncRunProblems run={run} />
          <RateSyncSkippedRates run={run} />
        </>
      )}
    </section>
  );
}
