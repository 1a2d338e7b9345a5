import { ChartColumn } from "lucide-react";
import { RECENT_ACTIVITY_FETCHED } from "../../../../domain/schemas/admin-analytics";
import { ActivityChartSection } from "../../../components/analytics/activity-chart-section";
import { hasActivity } from "../../../components/analytics/analytics-data";
import { PERIOD_MESSAGES } from "../../../components/analytics/analytics-text";
import { AnalyticsSkeleton } from "../../../components/analytics/analytics-skeleton";
import { PeriodFilter } from "../../../components/analytics/period-filter";
import { RecentActivity } from "../../../components/analytics/recent-activity";
import { StatCards } from "../../../components/analytics/stat-cards";
import { usePeriodParam } from "../../../components/analytics/use-period-param";
import { EmptyState, QueryView } from "../../../components/ui/query-view";
import { useDashboardAnalytics } from "../api/get-dashboard-analytics";
import { useT } from "../../../i18n/use-t";

/** The agent's own analytics: the admin tab's figures, chart and latest events, for one agent. */
export function DashboardAnalyticsManager() {
  const t = useT();
  const [period, setPeriod] = usePeriodParam();
  const analytics = useDashboardAnalytics(period);
  return (
    <section aria-labelledby="dashboard-analytics-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="dashboard-analytics-title" className="text-lg font-semibold tracking-tight">
          {t(PERIOD_MESSAGES[period])}
        </h3>
        <PeriodFilter value={period} onChange={setPeriod} />
      </div>
      <div className="mt-5" aria-busy={analytics.isFetching}>
        <QueryView
          query={analytics}
          loading={<AnalyticsSkeleton />}
          error={t("dashboard.analytics.loadFailed")}
          errorToast={t("dashboard.analytics.loadFailed")}
          isEmpty={(data) => !hasActivity(data)}
          empty={
            <EmptyState
              icon={ChartColumn}
              message={
                period === "all"
                  ? t("dashboard.analytics.emptyAllTime")
                  : t("dashboard.analytics.emptyPeriod")
              }
            />
          }
        >
          {(data) => (
            <div className="grid gap-4">
              <StatCards
                data={data}
                hints={{
                  pageViews: t("dashboard.analytics.pageViewsHint"),
                  leads: t("dashboard.analytics.leadsHint"),
                }}
              />
              <ActivityChartSection data={data} />
              <RecentActivity
                events={data.recent_activity}
                shown={RECENT_ACTIVITY_FETCHED}
                description={t("dashboard.analytics.recentDescription", { count: RECENT_ACTIVITY_FETCHED })}
                empty={t("dashboard.analytics.recentEmpty")}
                showAgent={false}
              />
            </div>
          )}
        </QueryView>
      </div>
    </section>
  );
}
