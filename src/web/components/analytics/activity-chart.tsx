import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { DailyActivity } from "./analytics-data";
import { useLocale, useT } from "../../i18n/use-t";
import { formatDay, formatShortDay } from "./format";

const COLOURS = { pageViews: "#0f4c5c", leads: "#b45309" } as const;

/**
 * Page views (left axis) and leads (right axis) per day: leads are far fewer than views, so on one
 * axis their line would lie flat along the bottom.
 */
export function ActivityChart({ days }: { days: readonly DailyActivity[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <LineChart
      responsive
      // Hidden from assistive technology: the caption sums it up and the daily table holds every figure.
      accessibilityLayer={false}
      data={days}
      margin={{ top: 8, right: 4, bottom: 4, left: 4 }}
      style={{ width: "100%", height: 280 }}
    >
      <CartesianGrid stroke="#e2e8f0" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={(day: string) => formatShortDay(day, locale)}
        tickLine={false}
        stroke="#475569"
        fontSize={12}
        minTickGap={24}
      />
      <YAxis
        yAxisId="views"
        allowDecimals={false}
        width={36}
        tickLine={false}
        axisLine={false}
        stroke={COLOURS.pageViews}
        fontSize={12}
      />
      <YAxis
        yAxisId="leads"
        orientation="right"
        allowDecimals={false}
        width={28}
        tickLine={false}
        axisLine={false}
        stroke={COLOURS.leads}
        fontSize={12}
      />
      <Tooltip labelFormatter={(label) => formatDay(String(label), locale)} />
      <Legend verticalAlign="top" iconType="plainline" wrapperStyle={{ fontSize: 13, paddingBottom: 8 }} />
      <Line
        yAxisId="views"
        type="monotone"
        dataKey="page_views"
        name={t("back-office.analytics.pageViews")}
        stroke={COLOURS.pageViews}
        strokeWidth={2}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        yAxisId="leads"
        // Whole numbers of leads: straight segments, so no curve suggests a value between two days.
        type="linear"
        dataKey="leads"
        name={t("back-office.analytics.leads")}
        stroke={COLOURS.leads}
        strokeWidth={2}
        dot={days.length <= 31}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
