import { useEffect } from "react";
import { ChartColumn } from "lucide-react";
import { toast } from "../../../lib/toast";
import { RECENT_ACTIVITY_SHOWN } from "../../../../domain/schemas/admin-analytics";
import { ActivityChartSection } from "../../../components/analytics/activity-chart-section";
import { hasActivity } from "../../../components/analytics/analytics-data";
import { PERIOD_LABELS } from "../../../components/analytics/analytics-messages";
import { AnalyticsSkeleton } from "../../../components/analytics/analytics-skeleton";
import { PeriodFilter } from "../../../components/analytics/period-filter";
import { RecentActivity } from "../../../components/analytics/recent-activity";
import { StatCards } from "../../../components/analytics/stat-cards";
import { usePeriodParam } from "../../../components/analytics/use-period-param";
import { LoadError } from "../../../components/ui/load-error";
import { useAdminAnalytics } from "../api/get-admin-analytics";
import { adminAnalyticsMessages } from "../messages";
import { TopAgents } from "./top-agents";

const LOAD_ERROR_TOAST_ID = "admin-analytics-load-error";

/** The super admin's analytics tab: totals, top agents, recent activity and a daily chart for a period. */
export function AdminAnalyticsManager() {
  const [period, setPeriod] = usePeriodParam();
  const analytics = useAdminAnalytics(period);

  useEffect(() => {
    if (analytics.isError) toast.error(adminAnalyticsMessages.loadFailed, { id: LOAD_ERROR_TOAST_ID });
  }, [analytics.isError]);

  const data = analytics.data;
  return (
    <section aria-labelledby="admin-analytics-title" className="mx-auto mt-8 max-w-content">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="admin-analytics-title" className="text-lg font-semibold tracking-tight">
          {PERIOD_LABELS[period]}
        </h3>
        <PeriodFilter value={period} onChange={setPeriod} />
      </div>
      <div className="mt-5" aria-busy={analytics.isFetching}>
        {analytics.isPending ? (
          <AnalyticsSkeleton />
        ) : analytics.isError || !data ? (
          <LoadError message={adminAnalyticsMessages.loadFailed} onRetry={() => void analytics.refetch()} />
        ) : !hasActivity(data) ? (
          <div className="flex items-center gap-3 rounded-xl border border-dashed border-border p-6 text-muted-foreground">
            <ChartColumn className="size-5 shrink-0" aria-hidden="true" />
            <p>
              {period === "all" ? adminAnalyticsMessages.emptyAllTime : adminAnalyticsMessages.emptyPeriod}
            </p>
          </div>
        ) : (
          <div className="grid gap-4">
            <StatCards
              data={data}
              hints={{
                pageViews: adminAnalyticsMessages.pageViewsHint,
                leads: adminAnalyticsMessages.leadsHint,
              }}
            />
            <ActivityChartSection data={data} />
            <div className="grid gap-4 lg:grid-cols-2">
              <TopAgents agents={data.top_agents} />
              <RecentActivity
                events={data.recent_activity}
                shown={RECENT_ACTIVITY_SHOWN}
                description={adminAnalyticsMessages.recentDescription}
                empty={adminAnalyticsMessages.recentEmpty}
                showAgent
              />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
