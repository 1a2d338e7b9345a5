import { ChartColumn } from "lucide-react";
import { RECENT_ACTIVITY_FETCHED } from "../../../../domain/schemas/admin-analytics";
import { ActivityChartSection } from "../../../components/analytics/activity-chart-section";
import { hasActivity } from "../../../components/analytics/analytics-data";
import { PERIOD_LABELS } from "../../../components/analytics/analytics-messages";
import { AnalyticsSkeleton } from "../../../components/analytics/analytics-skeleton";
import { PeriodFilter } from "../../../components/analytics/period-filter";
import { RecentActivity } from "../../../components/analytics/recent-activity";
import { StatCards } from "../../../components/analytics/stat-cards";
import { usePeriodParam } from "../../../components/analytics/use-period-param";
import { EmptyState, QueryView } from "../../../components/ui/query-view";
import { useDashboardAnalytics } from "../api/get-dashboard-analytics";
import { dashboardAnalyticsMessages as text } from "../messages";

/** The agent's own analytics: the admin tab's figures, chart and latest events, for one agent. */
export function DashboardAnalyticsManager() {
  const [period, setPeriod] = usePeriodParam();
  const analytics = useDashboardAnalytics(period);
  return (
    <section aria-labelledby="dashboard-analytics-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="dashboard-analytics-title" className="text-lg font-semibold tracking-tight">
          {PERIOD_LABELS[period]}
        </h3>
        <PeriodFilter value={period} onChange={setPeriod} />
      </div>
      <div className="mt-5" aria-busy={analytics.isFetching}>
        <QueryView
          query={analytics}
          loading={<AnalyticsSkeleton />}
          error={text.loadFailed}
          errorToast={text.loadFailed}
          isEmpty={(data) => !hasActivity(data)}
          empty={
            <EmptyState
              icon={ChartColumn}
              message={period === "all" ? text.emptyAllTime : text.emptyPeriod}
            />
          }
        >
          {(data) => (
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
        </QueryView>
      </div>
    </section>
  );
}
