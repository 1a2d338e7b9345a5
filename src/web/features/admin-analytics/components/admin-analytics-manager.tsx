import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { ChartColumn } from "lucide-react";
import { toast } from "sonner";
import { toAnalyticsPeriod, type AnalyticsPeriod } from "../../../../domain/schemas/admin-analytics";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useAdminAnalytics, type AdminAnalytics } from "../api/get-admin-analytics";
import { adminAnalyticsMessages, PERIOD_LABELS } from "../messages";
import { ActivityChartSection } from "./activity-chart-section";
import { PeriodFilter } from "./period-filter";
import { RecentActivity } from "./recent-activity";
import { StatCards } from "./stat-cards";
import { TopAgents } from "./top-agents";

const LOAD_ERROR_TOAST_ID = "admin-analytics-load-error";

/** The period lives in the address (`?tab=analytics&period=7d`), so a reload or a shared link keeps it. */
function usePeriodParam(): [AnalyticsPeriod, (period: AnalyticsPeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = toAnalyticsPeriod(searchParams.get("period"));
  const setPeriod = (next: AnalyticsPeriod) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        params.set("period", next);
        return params;
      },
      { replace: true },
    );
  return [period, setPeriod];
}

function AnalyticsSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label={adminAnalyticsMessages.loading}>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-80 rounded-xl" />
    </div>
  );
}

function hasActivity(data: AdminAnalytics): boolean {
  return data.totals.page_views > 0 || data.totals.leads > 0 || data.recent_activity.length > 0;
}

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
            <StatCards data={data} />
            <ActivityChartSection data={data} />
            <div className="grid gap-4 lg:grid-cols-2">
              <TopAgents agents={data.top_agents} />
              <RecentActivity events={data.recent_activity} />
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
