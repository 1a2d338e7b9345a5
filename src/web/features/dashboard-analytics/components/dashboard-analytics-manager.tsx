import { useEffect } from "react";
import { ChartColumn } from "lucide-react";
import { toast } from "../../../lib/toast";
import { RECENT_ACTIVITY_FETCHED } from "../../../../domain/schemas/admin-analytics";
import { ActivityChartSection } from "../../../components/analytics/activity-chart-section";
import { hasActivity } from "../../../components/analytics/analytics-data";
import { PERIOD_LABELS } from "../../../components/analytics/analytics-messages";
import { AnalyticsSkeleton } from "../../../components/analytics/analytics-skeleton";
import { PeriodFilter } from "../../../components/analytics/period-filter";
import { RecentActivity } from "../../../components/analytics/recent-activity";
import { StatCards } from "../../../components/analytics/stat-cards";
import { usePeriodParam } from "../../../components/analytics/use-period-param";
import { LoadError } from "../../../components/ui/load-error";
import { useDashboardAnalytics } from "../api/get-dashboard-analytics";
import { dashboardAnalyticsMessages as text } from "../messages";

const LOAD_ERROR_TOAST_ID = "dashboard-analytics-load-error";

/** The agent's own analytics: the admin tab's figures, chart and latest events, for one agent. */
export function DashboardAnalyticsManager() {
  const [period, setPeriod] = usePeriodParam();
  const analytics = useDashboardAnalytics(period);

  useEffect(() => {
    if (analytics.isError) toast.error(text.loadFailed, { id: LOAD_ERROR_TOAST_ID });
  }, [analytics.isError]);

  const data = analytics.data;
  return (
    <section aria-labelledby="dashboard-analytics-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="dashboard-analytics-title" className="text-lg font-semibold tracking-tight">
          {PERIOD_LABELS[period]}
        </h3>
        <PeriodFilter value={period} onChange={setPeriod} />
      </div>
      <div className="mt-5" aria-busy={analytics.isFetching}>
        {analytics.isPending ? (
          <AnalyticsSkeleton />
        ) : analytics.isError || !data ? (
          <LoadError message={text.loadFailed} onRetry={() => void analytics.refetch()} />
        ) : !hasActivity(data) ? (
          <div className="flex items-center gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            <ChartColumn className="size-5 shrink-0" aria-hidden="true" />
            <p>{period === "all" ? text.emptyAllTime : text.emptyPeriod}</p>
          </div>
        ) : (
          <div className="grid gap-4">
            <StatCards data={data} hints={{ pageViews: text.pageViewsHint, leads: text.leadsHint }} />
            <ActivityChartSection data={data} />
            <RecentActivity
              events={data.recent_activity}
              shown={RECENT_ACTIVITY_FETCHED}
              description={text.recentDescription}
              empty={text.recentEmpty}
              showAgent={false}
            />
          </div>
        )}
      </div>
    </section>
  );
}
