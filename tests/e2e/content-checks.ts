import type { Locator } from "@playwright/test";
import { rateMessages } from "../support/english-texts";
import { expect } from "./fixtures";

/*
 * The dates the public pages print, computed here from the API's rows with Intl directly, not through
 * the app's helpers: the seed dates rows from the time it ran, so no date can be written down.
 */
const TORONTO = "America/Toronto";

export interface DatedRate {
  updated_at: string;
  scraped_at: string;
}

/** 'Updated November 23, 2026' for the latest change or sync check among `rates`, in Toronto. */
export function expectedUpdatedLine(rates: readonly DatedRate[]): string {
  const latest = Math.max(
    ...rates.flatMap((rate) => [Date.parse(rate.updated_at), Date.parse(rate.scraped_at)]),
  );
  const day = new Intl.DateTimeFormat("en-CA", { dateStyle: "long", timeZone: TORONTO }).format(latest);
  return rateMessages.updated(day);
}

/** 'March 2026' for a testimonial's created_at, in Toronto. */
export function expectedMonth(createdAt: string): string {
  return new Intl.DateTimeFormat("en-CA", { month: "long", year: "numeric", timeZone: TORONTO }).format(
    new Date(createdAt),
  );
}

/** Cards laid out in rows: the last row holds more than one card unless there is only one row. */
export async function expectNoLoneLastCard(cards: Locator): Promise<void> {
  const tops = await cards.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  const perRow = [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  if (perRow.length > 1 && perRow[0]! > 1)
    expect(perRow.at(-1), `cards per row: ${perRow.join(", ")}`).toBeGreaterThan(1);
}
