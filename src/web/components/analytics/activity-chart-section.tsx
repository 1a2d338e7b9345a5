import { lazy, Suspense } from "react";
import { Card } from "../ui/card";
import { Skeleton } from "../ui/skeleton";
import type { AnalyticsSummary, DailyActivity } from "./analytics-data";
import { useLocale, useT } from "../../i18n/use-t";
import { formatCount, formatDay } from "./format";
import { ANALYTICS_SERIES_MAX_DAYS } from "../../../domain/schemas/admin-analytics";
import type { Locale } from "../../../i18n/locale";
import type { Translate } from "../../../i18n/translate";

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
export function chartSummary(days: readonly DailyActivity[], t: Translate, locale: Locale): string {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return "";
  const views = days.reduce((sum, day) => sum + day.page_views, 0);
  const leads = days.reduce((sum, day) => sum + day.leads, 0);
  const parts = [
    t("back-office.analytics.chartSpan", {
      from: formatDay(first.date, locale),
      to: formatDay(last.date, locale),
      views: t("back-office.analytics.pageViewCount", { count: views }),
      leads: t("back-office.analytics.leadCount", { count: leads }),
    }),
  ];
  const topViews = busiest(days, "page_views");
  if (topViews)
    parts.push(
      t("back-office.analytics.mostViews", {
        day: formatDay(topViews.date, locale),
        count: formatCount(topViews.page_views, locale),
      }),
    );
  const topLeads = busiest(days, "leads");
  if (topLeads)
    parts.push(
      t("back-office.analytics.mostLeads", {
        day: formatDay(topLeads.date, locale),
        count: formatCount(topLeads.leads, locale),
      }),
    );
  return parts.join(" ");
}

/** Leads and page views per day, with a caption that sums it up and the figures in a table on demand. */
export function ActivityChartSection({ data }: { data: AnalyticsSummary }) {
  const t = useT();
  const locale = useLocale();
  const days = data.daily;
  return (
    <Card className="p-5">
      <figure aria-labelledby="activity-chart-title" className="grid gap-3">
        <div>
          <h3 id="activity-chart-title" className="font-semibold">
            {t("back-office.analytics.chartTitle")}
          </h3>
          <figcaption className="mt-1 text-sm text-muted-foreground">
            {chartSummary(days, t, locale)}
            {data.period === "all" && (
              <span className="block">
                {t("back-office.analytics.allTimeChartNote", { days: ANALYTICS_SERIES_MAX_DAYS })}
              </span>
            )}
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
          {t("back-office.analytics.dailyFigures")}
        </summary>
        <div className="mt-2 max-h-72 overflow-auto rounded-lg border border-border">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{t("back-office.analytics.chartTitle")}</caption>
            <thead className="sticky top-0 bg-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("back-office.analytics.columnDay")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("back-office.analytics.pageViews")}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t("back-office.analytics.leads")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {[...days].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {formatDay(day.date, locale)}
                  </th>
                  <td className="px-3 py-1.5 text-right">{formatCount(day.page_views, locale)}</td>
                  <td className="px-3 py-1.5 text-right">{formatCount(day.leads, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Card>
  );
}
