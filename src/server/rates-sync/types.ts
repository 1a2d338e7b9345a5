import type { MortgageType, RateTerm, RateType } from "../../domain/constants";
import type { SkippedRateJson } from "../../domain/rates-sync";

/** The rates page source's name, shown to the super admin (its parser loads only when a sync reads it). */
export const HTML_SOURCE_NAME = "Rates page";

/** One rate as a source publishes it, already validated (term, type, province, 0-30 %). */
export interface ScrapedRate {
  term: RateTerm;
  rateType: RateType;
  /** A province's full name or 'National'. */
  province: string;
  mortgageType: MortgageType;
  postedRate: number;
  /**
   * Our (discounted) rate; null for a source that publishes posted rates only (the Bank of Canada),
   * which refreshes the posted rate of a rate the sync already holds and never adds one.
   */
  ourRate: number | null;
}

/** What a source yields: the rates it read, and the rows it recognised but does not store, with why. */
export interface SourceResult {
  rates: ScrapedRate[];
  skipped: SkippedRateJson[];
}

export interface RateSource {
  /** Shown to the super admin: "Rates page", "Bank of Canada". */
  name: string;
  /** Written to mortgage_rates.source_url for the rows it adds or changes. */
  url: string;
  /** Reads and parses the source; throws SourceError with a message fit for the super admin. */
  read(): Promise<SourceResult>;
}

/** A source that could not be read or parsed; the message names what was not found or what failed. */
export class SourceError extends Error {
  override name = "SourceError";
  constructor(
    readonly source: string,
    message: string,
  ) {
    super(message);
  }
}

/** "5 year fixed, Ontario (High-Ratio)": how a rate is named in messages. */
export function describeRate(
  rate: Pick<ScrapedRate, "term" | "rateType" | "province" | "mortgageType">,
): string {
  const type = rate.mortgageType === "Conventional" ? "" : ` (${rate.mortgageType})`;
  return `${rate.term} ${rate.rateType}, ${rate.province}${type}`;
}
