import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "../../../domain/schemas/admin-analytics";
import { cn } from "../../lib/cn";
import { useT } from "../../i18n/use-t";
import { PERIOD_MESSAGES } from "./analytics-text";

interface PeriodFilterProps {
  value: AnalyticsPeriod;
  onChange: (period: AnalyticsPeriod) => void;
}

/** All time / Last 30 days / Last 7 days, as one segmented group of toggle buttons. */
export function PeriodFilter({ value, onChange }: PeriodFilterProps) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t("back-office.analytics.period")}
      className="inline-flex flex-wrap gap-1 rounded-lg border border-border bg-muted p-1"
    >
      {ANALYTICS_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
          className={cn(
            "min-h-9 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none",
            period === value
              ? "bg-background text-foreground shadow-sm"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {t(PERIOD_MESSAGES[period])}
        </button>
      ))}
    </div>
  );
}
