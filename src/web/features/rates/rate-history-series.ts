import type { RateType } from "../../../domain/constants";
import { formatDate, formatPercent } from "../../../domain/format";
import type { Locale } from "../../../i18n/locale";
import type { Translate } from "../../../i18n/translate";

interface Point {
  date: string;
  our_rate: number;
}

/** The chart's height in pixels, which its loading placeholder takes too so nothing moves when it arrives. */
export const RATE_HISTORY_CHART_HEIGHT = 280;

/** One day of the chart and its table: each type's best rate in force that day, null before its first. */
export type HistoryRow = { date: string } & Record<RateType, number | null>;

/** The API's days are Toronto calendar dates (YYYY-MM-DD); read at UTC midnight so no zone shifts them. */
export function dayTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** "Jun 15, 2025" */
export function formatHistoryDay(day: string, locale: Locale = "en-CA"): string {
  return formatDate(new Date(dayTime(day)), "medium", { timeZone: "UTC", locale });
}

/** "Jun 2025", for the chart's axis. */
export function formatHistoryMonth(time: number, locale: Locale = "en-CA"): string {
  return formatDate(new Date(time), "shortMonthYear", { timeZone: "UTC", locale });
}

/**
 * Both step lines on one time line: a row for every day on which either changed, each type carrying
 * the value it had reached by then, as a reader of the chart would read it off.
 */
export function mergeHistories(series: Record<RateType, readonly Point[]>): HistoryRow[] {
  const days = [...new Set([...series.fixed, ...series.variable].map((point) => point.date))].sort();
  const next = { fixed: 0, variable: 0 };
  const current: Record<RateType, number | null> = { fixed: null, variable: null };
  return days.map((date) => {
    for (const type of ["fixed", "variable"] as const) {
      const point = series[type][next[type]];
      if (point?.date === date) {
        current[type] = point.our_rate;
        next[type] += 1;
      }
    }
    return { date, ...current };
  });
}

/** The rows the chart draws: the last values held until `to` (today), so every step reaches the right edge. */
export function chartRows(rows: readonly HistoryRow[], to: string): (HistoryRow & { time: number })[] {
  const last = rows.at(-1);
  const held = last && last.date < to ? [...rows, { ...last, date: to }] : rows;
  return held.map((row) => ({ ...row, time: dayTime(row.date) }));
}

/**
 * The rate axis: round bounds a little beyond the lowest and highest rate, with a tick every quarter
 * point (every half point over a wide range), so the labels read 4.00%, 4.25%, 4.50%.
 */
export function rateAxis(rows: readonly HistoryRow[]): { domain: [number, number]; ticks: number[] } {
  const rates = rows.flatMap((row) => [row.fixed, row.variable]).filter((rate) => rate !== null);
  const low = Math.floor((Math.min(...rates) - 0.1) * 4) / 4;
  const high = Math.ceil((Math.max(...rates) + 0.1) * 4) / 4;
  const step = high - low > 1.5 ? 0.5 : 0.25;
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick <= high + 1e-9; tick += step) ticks.push(Math.round(tick * 100) / 100);
  return { domain: [ticks[0]!, ticks.at(-1)!], ticks };
}

/** The first of each month after `from` up to `to`, as axis ticks. */
export function monthTicks(from: string, to: string): number[] {
  const ticks: number[] = [];
  const start = new Date(dayTime(from));
  const month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  for (; month.getTime() <= dayTime(to); month.setUTCMonth(month.getUTCMonth() + 1))
    ticks.push(month.getTime());
  return ticks;
}

/**
 * The chart in words, in the page's language: where each line starts and where it stands today.
 * `term` is already said in that language ("5 year", "5 ans").
 */
export function historySummary(
  term: string,
  where: string,
  series: Record<RateType, readonly Point[]>,
  t: Translate,
  locale: Locale,
): string {
  const rate = (percent: number) => formatPercent(percent, 2, locale);
  const day = (date: string) => formatHistoryDay(date, locale);
  const parts = (["fixed", "variable"] as const).map((type) => {
    const first = series[type][0];
    const latest = series[type].at(-1);
    const name = t("rates.history.series", { term, type });
    if (!first || !latest) return t("rates.history.summaryNone", { name });
    if (first === latest)
      return t("rates.history.summarySince", { name, rate: rate(first.our_rate), date: day(first.date) });
    return t("rates.history.summaryChange", {
      name,
      first: rate(first.our_rate),
      firstDate: day(first.date),
      latest: rate(latest.our_rate),
      latestDate: day(latest.date),
    });
  });
  return t("rates.history.summary", { term, where, parts: parts.join(" ") });
}

/** The chart's drawing units: a day per unit across, the rate axis mapped onto 0 (top) to this (bottom). */
export const PLOT_HEIGHT_UNITS = 1000;

export interface PlotFrame {
  /** The first and last day drawn, as times (dayTime). */
  start: number;
  end: number;
  /** The rate axis' bounds (rateAxis's domain). */
  low: number;
  high: number;
}

export const DAY_MS = 86_400_000;

/** Across the plot, 0 to 1: where a time falls between the frame's first and last day. */
export function xFraction(time: number, frame: PlotFrame): number {
  return frame.end === frame.start ? 0 : (time - frame.start) / (frame.end - frame.start);
}

/** Down the plot, 0 (top) to 1 (bottom): where a rate falls on the frame's axis. */
export function yFraction(rate: number, frame: PlotFrame): number {
  return frame.high === frame.low ? 0.5 : (frame.high - rate) / (frame.high - frame.low);
}

/**
 * One type's rate as a step line in drawing units (a day across, PLOT_HEIGHT_UNITS down): each rate
 * holds until the day the next one starts. Empty when the type has no rate in the rows.
 */
export function stepPath(
  rows: readonly (HistoryRow & { time: number })[],
  type: RateType,
  frame: PlotFrame,
): string {
  const x = (time: number) => +((time - frame.start) / DAY_MS).toFixed(2);
  const y = (rate: number) => +(yFraction(rate, frame) * PLOT_HEIGHT_UNITS).toFixed(2);
  let path = "";
  let previous: number | null = null;
  for (const row of rows) {
    const rate = row[type];
    if (rate === null) continue;
    if (previous === null) path = `M${x(row.time)} ${y(rate)}`;
    else path += `H${x(row.time)}${rate === previous ? "" : `V${y(rate)}`}`;
    previous = rate;
  }
  return path;
}

/** The row in force on a day: the last one on or before it (undefined before the first). */
export function rowAt<T extends { time: number }>(rows: readonly T[], time: number): T | undefined {
  let found: T | undefined;
  for (const row of rows) {
    if (row.time > time) break;
    found = row;
  }
  return found;
}
