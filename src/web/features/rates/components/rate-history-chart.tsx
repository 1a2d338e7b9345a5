import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { RATE_TYPES } from "../../../../domain/constants";
import { formatRate } from "../best-rate";
import { rateHistoryMessages } from "../rate-history-messages";
import {
  chartRows,
  dayTime,
  formatHistoryDay,
  formatHistoryMonth,
  monthTicks,
  rateAxis,
  RATE_HISTORY_CHART_HEIGHT,
  type HistoryRow,
} from "../rate-history-series";

/** Brand teal for fixed; a dark amber for variable, the brand accent being too pale for a line on white. */
const COLOURS = { fixed: "#0f4c5c", variable: "#b45309" } as const;

interface RateHistoryChartProps {
  rows: readonly HistoryRow[];
  from: string;
  to: string;
}

/** The best fixed and variable rates as step lines: a rate holds until the day it changes. */
export function RateHistoryChart({ rows, from, to }: RateHistoryChartProps) {
  const data = chartRows(rows, to);
  const axis = rateAxis(rows);
  const drawn = RATE_TYPES.filter((type) => rows.some((row) => row[type] !== null));
  return (
    <LineChart
      responsive
      // Hidden from assistive technology: its container's label sums it up and the table holds every figure.
      accessibilityLayer={false}
      data={data}
      margin={{ top: 8, right: 12, bottom: 4, left: 0 }}
      style={{ width: "100%", height: RATE_HISTORY_CHART_HEIGHT }}
    >
      <CartesianGrid stroke="#e2e8f0" vertical={false} />
      <XAxis
        dataKey="time"
        type="number"
        scale="time"
        domain={[dayTime(from), dayTime(to)]}
        ticks={monthTicks(from, to)}
        tickFormatter={formatHistoryMonth}
        tickLine={false}
        stroke="#475569"
        fontSize={12}
        minTickGap={20}
      />
      <YAxis
        width={52}
        domain={axis.domain}
        ticks={axis.ticks}
        tickFormatter={(value: number) => formatRate(value)}
        tickLine={false}
        axisLine={false}
        stroke="#475569"
        fontSize={12}
      />
      <Tooltip
        separator=": "
        formatter={(value) => (typeof value === "number" ? formatRate(value) : value)}
        labelFormatter={(time) => formatHistoryDay(new Date(Number(time)).toISOString().slice(0, 10))}
      />
      <Legend
        verticalAlign="top"
        iconType="plainline"
        itemSorter={null}
        wrapperStyle={{ fontSize: 13, paddingBottom: 8 }}
      />
      {drawn.map((type) => (
        <Line
          key={type}
          type="stepAfter"
          dataKey={type}
          name={rateHistoryMessages.series[type]}
          stroke={COLOURS[type]}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
