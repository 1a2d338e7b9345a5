import { ChartColumn } from "lucide-react";
import { RECENT_ACTIVITY_SHOWN } from "../../../../domain/schemas/admin-analytics";
import { ActivityChartSection } from "../../../components/analytics/activity-chart-section";
import { hasActivity } from "../../../components/analytics/analytics-data";
import { AnalyticsSkeleton } from "../../../components/analytics/analytics-skeleton";
import { PeriodFilter } from "../../../components/analytics/period-filter";
import { RecentActivity } from "../../../components/analytics/recent-activity";
import { StatCards } from "../../../components/analytics/stat-cards";
import { usePeriodParam } from "../../../components/analytics/use-period-param";
import { EmptyState, QueryView } from "../../../components/ui/query-view";
import { useAdminAnalytics } from "../api/get-admin-analytics";
import type { AnalyticsPeriod } from "../../../../domain/schemas/admin-analytics";
import type { MessageId } from "../../../../i18n/catalogs";
import { useT } from "../../../i18n/use-t";
import { TopAgents } from "./top-agents";

const PERIOD_TITLES: Record<AnalyticsPeriod, MessageId> = {
  all: "back-office.analytics.periodAll",
  "30d": "back-office.analytics.period30d",
  "7d": "back-office.analytics.period7d",
};

/** The super admin's analytics tab: totals, top agents, recent activity and a daily chart for a period. */
export function AdminAnalyticsManager() {
  const t = useT();
  const [period, setPeriod] = usePeriodParam();
  const analytics = useAdminAnalytics(period);
  return (
    <section aria-labelledby="admin-analytics-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="admin-analytics-title" className="text-lg font-semibold tracking-tight">
          {t(PERIOD_TITLES[period])}
        </h3>
        <PeriodFilter value={period} onChange={setPeriod} />
      </div>
      <div className="mt-5" aria-busy={analytics.isFetching}>
        <QueryView
          query={analytics}
          loading={<AnalyticsSkeleton />}
          error={t("admin.analytics.loadFailed")}
          errorToast={t("admin.analytics.loadFailed")}
          isEmpty={(data) => !hasActivity(data)}
          empty={
            <EmptyState
              icon={ChartColumn}
              message={
                period === "all" ? t("admin.analytics.emptyAllTime") : t("admin.analytics.emptyPeriod")
              }
            />
          }
        >
          {(data) => (
            <div className="grid gap-4">
              <StatCards
                data={data}
                hints={{
                  pageViews: t("admin.analytics.pageViewsHint"),
                  leads: t("admin.analytics.leadsHint"),
                }}
              />
              <ActivityChartSection data={data} />
              <div className="grid gap-4 lg:grid-cols-2">
                <TopAgents agents={data.top_agents} />
                <RecentActivity
                  events={data.recent_activity}
                  shown={RECENT_ACTIVITY_SHOWN}
                  description={t("admin.analytics.recentDescription", { count: RECENT_ACTIVITY_SHOWN })}
                  empty={t("admin.analytics.recentEmpty")}
                  showAgent
                />
              </div>
            </div>
          )}
        </QueryView>
      </div>
    </section>
  );
}
