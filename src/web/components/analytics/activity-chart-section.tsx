import { lazy, Suspense } from "react";
import { Card } from "../ui/card";
import { Skeleton } from "../ui/skeleton";
import type { AnalyticsSummary, DailyActivity } from "./analytics-data";
import { analyticsMessages, countLabel } from "./analytics-messages";
import { formatCount, formatDay } from "./format";

// recharts is large: it loads with an analytics tab only, never with the public pages or the other tabs.
const ActivityChart = lazy(() =>
  import("./activity-chart").then((module) => ({ default: module.ActivityChart })),
);

function busiest(days: readonly DailyActivity[], key: "page_views" | "leads"): DailyActivity | undefined {
  return days.reduce<DailyActivity | undefined>(
    (best, day) => (day[key] > 0 && (!best || day[key] > best[key]) ? day : best),
    undefined,
  );
}

/** The chart's text equivalent: its span, its sums and its peaks. */
export function chartSummary(days: readonly DailyActivity[]): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return "";
  const views = days.reduce((sum, day) => sum + day.page_views, 0);
  const leads = days.reduce((sum, day) => sum + day.leads, 0);
  const parts = [
    `From ${formatDay(first.date)} to ${formatDay(last.date)}: ${countLabel(views, "page view", "page views")} and ${countLabel(leads, "lead", "leads")}.`,
  ];
  const topViews = busiest(days, "page_views");
  if (topViews)
    parts.push(`Most page views on ${formatDay(topViews.date)} (${formatCount(topViews.page_views)}).`);
  const topLeads = busiest(days, "leads");
  if (topLeads) parts.push(`Most leads on ${formatDay(topLeads.date)} (${formatCount(topLeads.leads)}).`);
  return parts.join(" ");
}

/** Leads and page views per day, with a caption that sums it up and the figures in a table on demand. */
export function ActivityChartSection({ data }: { data: AnalyticsSummary }) {
  const days = data.daily;
  return (
    <Card className="p-5">
      <figure aria-labelledby="activity-chart-title" className="grid gap-3">
        <div>
          <h3 id="activity-chart-title" className="font-semibold">
            {analyticsMessages.chartTitle}
          </h3>
          <figcaption className="mt-1 text-sm text-muted-foreground">
            {chartSummary(days)}
            {data.period === "all" && <span className="block">{analyticsMessages.allTimeChartNote}</span>}
          </figcaption>
        </div>
        <div aria-hidden="true" className="h-[280px]" data-testid="activity-chart">
          <Suspense fallback={<Skeleton className="h-full w-full" />}>
            <ActivityChart days={days} />
          </Suspense>
        </div>
      </figure>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-primary">
          {analyticsMessages.dailyFigures}
        </summary>
        <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-border">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{analyticsMessages.chartTitle}</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {analyticsMessages.columnDay}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {analyticsMessages.pageViews}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {analyticsMessages.leads}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {formatDay(day.date)}
                  </th>
                  <td className="px-3 py-1.5 text-right">{formatCount(day.page_views)}</td>
                  <td className="px-3 py-1.5 text-right">{formatCount(day.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
