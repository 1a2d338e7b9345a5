import type { RateHistoryPointJson } from "../../domain/rates-sync";

/** One rate_history row of a series, reduced to what the step line needs. */
export interface HistoryEntry {
  /** The rate the line belongs to; lines without one (none are written today) stand for their mortgage type. */
  rateId?: string | null;
  mortgageType: string;
  /** False from the moment the rate was switched off or deleted: it no longer counts until switched on. */
  active?: boolean;
  ourRate: number;
  postedRate: number;
  /** The America/Toronto calendar day it was recorded, YYYY-MM-DD. */
  day: string;
}

interface Value {
  ourRate: number;
  postedRate: number;
}

/** The lowest our_rate in force; on a tie the lower posted rate, so the answer never depends on order. */
function best(values: Iterable<Value>): Value | undefined {
  let lowest: Value | undefined;
  for (const value of values) {
    if (
      !lowest ||
      value.ourRate < lowest.ourRate ||
      (value.ourRate === lowest.ourRate && value.postedRate < lowest.postedRate)
    ) {
      lowest = value;
    }
  }
  return lowest;
}

/**
 * The best rate of a series as a step line from `from` on. Each rate (of any mortgage type) carries the
 * value of its latest line, and a rate switched off or deleted stops counting; a point is the best value at the end of a day, emitted only when it differs from the
 * previous point, so a change undone the same day leaves no trace. Entries before `from` only set the
 * value in force at the window's start, which becomes a point on `from`.
 *
 * `entries` must be in the order they were recorded (the last line of a rate wins).
 */
function keyOf(entry: HistoryEntry): string {
  return entry.rateId ?? `type:${entry.mortgageType}`;
}

export function bestRateSteps(entries: readonly HistoryEntry[], from: string): RateHistoryPointJson[] {
  const current = new Map<string, HistoryEntry>();
  const days: { day: string; entries: HistoryEntry[] }[] = [];
  for (const entry of entries) {
    if (entry.day < from) {
      current.set(keyOf(entry), entry);
      continue;
    }
    const last = days.at(-1);
    if (last?.day === entry.day) last.entries.push(entry);
    else days.push({ day: entry.day, entries: [entry] });
  }
  if (current.size > 0 && days[0]?.day !== from) days.unshift({ day: from, entries: [] });

  const points: RateHistoryPointJson[] = [];
  for (const { day, entries: ofDay } of days) {
    for (const entry of ofDay) current.set(keyOf(entry), entry);
    const value = best([...current.values()].filter((entry) => entry.active !== false));
    const previous = points.at(-1);
    if (!value || (previous?.our_rate === value.ourRate && previous.posted_rate === value.postedRate))
      continue;
    points.push({ date: day, our_rate: value.ourRate, posted_rate: value.postedRate });
  }
  return points;
}
