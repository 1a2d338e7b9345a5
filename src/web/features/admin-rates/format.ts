import { formatPercent } from "../../../domain/format";

/** Rates are kept to thousandths of a percent, and the back office shows all three decimals (spec section 3). */
export function formatRate(value: number): string {
  return formatPercent(value, 3);
}

const dayFormat = new Intl.DateTimeFormat("en-CA", { month: "short", day: "numeric", year: "numeric" });

export function formatUpdated(iso: string): string {
  return dayFormat.format(new Date(iso));
}

/** 'Manual Entry' as is; a scrape source by its host name, which is what tells sources apart. */
export function sourceLabel(source: string): string {
  try {
    return new URL(source).hostname.replace(/^www\./, "");
  } catch {
    return source;
  }
}
