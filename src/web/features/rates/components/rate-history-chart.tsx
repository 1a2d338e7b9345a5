import { useState, type PointerEvent } from "react";
import { RATE_TYPES, type RateType } from "../../../../domain/constants";
import { cn } from "../../../lib/cn";
import { formatPercent } from "../../../../domain/format";
import { useRateLabels, type RateLabels } from "../../../components/rates/rate-labels";
import { HISTORY_TERM } from "../api/get-rate-history";
import {
  chartRows,
  DAY_MS,
  dayTime,
  formatHistoryDay,
  formatHistoryMonth,
  monthTicks,
  PLOT_HEIGHT_UNITS,
  rateAxis,
  rowAt,
  stepPath,
  xFraction,
  yFraction,
  type HistoryRow,
  type PlotFrame,
} from "../rate-history-series";

/** Brand teal for fixed; a dark amber for variable, the brand accent being too pale for a line on white. */
const COLOURS: Record<RateType, string> = { fixed: "#0f4c5c", variable: "#b45309" };

interface RateHistoryChartProps {
  rows: readonly HistoryRow[];
  from: string;
  to: string;
}

const percent = (fraction: number) => formatPercent(fraction * 100, 3);

/**
 * Month labels under the plot: every one from 1024px, every other below, every fourth on a phone, so
 * they never run into each other; none so near an edge that it would spill out of the card.
 */
function monthLabelClass(index: number, fraction: number): string | undefined {
  if (fraction < 0.04 || fraction > 0.95) return "hidden";
  return cn(index % 2 === 1 && "max-lg:hidden", index % 4 !== 0 && "max-sm:hidden");
}

/** The day under the pointer and the rates in force then, with a rule across the plot. */
function HoverReading({
  time,
  rows,
  frame,
  labels,
}: {
  time: number;
  rows: ChartRows;
  frame: PlotFrame;
  labels: RateLabels;
}) {
  const row = rowAt(rows, time);
  const fraction = xFraction(time, frame);
  const day = new Date(time).toISOString().slice(0, 10);
  return (
    <>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 w-px bg-slate-400"
        style={{ left: percent(fraction) }}
      />
      <div
        className={cn(
          "pointer-events-none absolute top-2 z-10 rounded-md whitespace-nowrap border border-border bg-background px-3 py-2 text-sm shadow-md",
          fraction > 0.6 ? "-translate-x-[calc(100%+0.5rem)]" : "translate-x-2",
        )}
        style={{ left: percent(fraction) }}
      >
        <p className="font-medium">{formatHistoryDay(day, labels.locale)}</p>
        {RATE_TYPES.map((type) =>
          row?.[type] == null ? null : (
            <p key={type} style={{ color: COLOURS[type] }}>
              {labels.t("rates.history.reading", {
                name: labels.t("rates.history.series", { term: labels.term(HISTORY_TERM), type }),
                rate: labels.rate(row[type]),
              })}
            </p>
          ),
        )}
      </div>
    </>
  );
}

type ChartRows = ReturnType<typeof chartRows>;

/**
 * The best fixed and variable rates as step lines (a rate holds until the day it changes), drawn as
 * SVG on the server and kept by the browser. The plot stretches to its box (lines keep their width),
 * and the axis labels are HTML placed in percent, so the chart fits any width without measuring it.
 * Hidden from assistive technology by its container (role img), whose label sums it up; the table
 * under it holds every figure.
 */
export function RateHistoryChart({ rows, from, to }: RateHistoryChartProps) {
  const labels = useRateLabels();
  const [hovered, setHovered] = useState<number | null>(null);
  const data = chartRows(rows, to);
  const axis = rateAxis(rows);
  const frame: PlotFrame = {
    start: dayTime(from),
    end: dayTime(to),
    low: axis.domain[0],
    high: axis.domain[1],
  };
  const days = Math.max(1, (frame.end - frame.start) / DAY_MS);
  const drawn = RATE_TYPES.filter((type) => rows.some((row) => row[type] !== null));

  function follow(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    const fraction = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    const time = frame.start + Math.round(fraction * days) * DAY_MS;
    setHovered(time);
  }

  return (
    <div className="flex size-full flex-col text-xs text-slate-600">
      <ul className="flex justify-center gap-5 pb-2 text-[13px]">
        {drawn.map((type) => (
          <li key={type} className="flex items-center gap-1.5">
            <span className="h-0.5 w-4 rounded-full" style={{ backgroundColor: COLOURS[type] }} />
            <span style={{ color: COLOURS[type] }}>
              {labels.t("rates.history.series", { term: labels.term(HISTORY_TERM), type })}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex min-h-0 flex-1 py-2">
        <div className="relative w-13 shrink-0">
          {axis.ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-2 -translate-y-1/2 tabular-nums"
              style={{ top: percent(yFraction(tick, frame)) }}
            >
              {labels.rate(tick)}
            </span>
          ))}
        </div>
        <div
          className="relative mr-3 flex-1 touch-pan-y"
          onPointerMove={follow}
          onPointerLeave={() => setHovered(null)}
          data-testid="rate-history-plot"
        >
          <svg
            aria-hidden="true"
            className="absolute inset-0 size-full overflow-visible"
            viewBox={`0 0 ${days} ${PLOT_HEIGHT_UNITS}`}
            preserveAspectRatio="none"
          >
            {axis.ticks.map((tick) => {
              const y = yFraction(tick, frame) * PLOT_HEIGHT_UNITS;
              return (
                <line
                  key={tick}
                  x1={0}
                  x2={days}
                  y1={y}
                  y2={y}
                  stroke="#e2e8f0"
                  vectorEffect="non-scaling-stroke"
                />
              );
            })}
            {drawn.map((type) => (
              <path
                key={type}
                data-series={type}
                d={stepPath(data, type, frame)}
                fill="none"
                stroke={COLOURS[type]}
                strokeWidth={2.5}
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          {hovered !== null && <HoverReading time={hovered} rows={data} frame={frame} labels={labels} />}
        </div>
      </div>
      <div className="relative mr-3 ml-13 h-5">
        {monthTicks(from, to).map((tick, index) => {
          const fraction = xFraction(tick, frame);
          return (
            <span
              key={tick}
              className={cn(
                "absolute top-0 -translate-x-1/2 whitespace-nowrap",
                monthLabelClass(index, fraction),
              )}
              style={{ left: percent(fraction) }}
            >
              {formatHistoryMonth(tick, labels.locale)}
            </span>
          );
        })}
      </div>
    </div>
  );
}
