import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { ScheduleYear } from "../../../../domain/mortgage/schedule";
import { useCalculatorFormats } from "../use-calculator-formats";

const COLOURS = { balance: "#0f4c5c", interest: "#b45309" } as const;

/** Every 5 years (every year on short loans), ending on the last year without crowding it. */
function yearTicks(lastYear: number): number[] {
  const step = lastYear > 10 ? 5 : 1;
  const ticks: number[] = [];
  for (let year = 0; lastYear - year >= Math.ceil(step / 2); year += step) ticks.push(year);
  ticks.push(lastYear);
  return ticks;
}

interface BalanceChartProps {
  principal: number;
  years: readonly ScheduleYear[];
}

/** Remaining balance and interest paid so far, year by year, starting from the loan on day one. */
export function BalanceChart({ principal, years }: BalanceChartProps) {
  const data = [
    { year: 0, balance: principal, cumulativeInterest: 0 },
    ...years.map((year) => ({
      year: year.year,
      balance: year.balance,
      cumulativeInterest: year.cumulativeInterest,
    })),
  ];

  const lastYear = years.at(-1)?.year ?? 0;
  const { t, locale, dollars } = useCalculatorFormats();
  // The axis's short amounts ("$450K", « 450 k $ »): made once per chart, which draws on demand.
  const compactDollars = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "CAD",
    notation: "compact",
    maximumFractionDigits: 1,
  });

  return (
    <LineChart
      responsive
      // Hidden from assistive technology: the caption sums it up and the table holds every figure.
      accessibilityLayer={false}
      data={data}
      margin={{ top: 8, right: 12, bottom: 4, left: 4 }}
      style={{ width: "100%", height: 300 }}
    >
      <CartesianGrid stroke="#e2e8f0" vertical={false} />
      <XAxis
        dataKey="year"
        type="number"
        domain={[0, lastYear]}
        ticks={yearTicks(lastYear)}
        tickLine={false}
        stroke="#475569"
        fontSize={12}
        label={{
          value: t("calculators.chart.year"),
          position: "insideBottomRight",
          offset: -2,
          fontSize: 12,
          fill: "#475569",
        }}
      />
      <YAxis
        width={56}
        tickFormatter={(value: number) => compactDollars.format(value)}
        tickLine={false}
        axisLine={false}
        stroke="#475569"
        fontSize={12}
      />
      <Tooltip
        formatter={(value) => (typeof value === "number" ? dollars(value) : value)}
        labelFormatter={(label) => t("calculators.chart.yearLabel", { year: String(label) })}
      />
      <Legend
        verticalAlign="top"
        iconType="plainline"
        itemSorter={null}
        wrapperStyle={{ fontSize: 13, paddingBottom: 8 }}
      />
      <Line
        type="monotone"
        dataKey="balance"
        name={t("calculators.chart.balance")}
        stroke={COLOURS.balance}
        strokeWidth={2.5}
        dot={false}
        isAnimationActive={false}
      />
      <Line
        type="monotone"
        dataKey="cumulativeInterest"
        name={t("calculators.chart.interestToDate")}
        stroke={COLOURS.interest}
        strokeWidth={2.5}
        dot={false}
        isAnimationActive={false}
      />
    </LineChart>
  );
}
