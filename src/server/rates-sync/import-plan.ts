import { MANUAL_RATE_SOURCE } from "../../domain/constants";
import type { SkippedRateJson } from "../../domain/rates-sync";
import type { MortgageRate } from "../db/schema";
import { describeRate, type ScrapedRate } from "./types";

/** A scraped rate with the address of the source it came from. */
export interface IncomingRate extends ScrapedRate {
  sourceUrl: string;
}

export interface RateChange {
  id: string;
  postedRate: number;
  ourRate: number;
  sourceUrl: string;
  /** False when only the source changed: no history line then. */
  valuesChanged: boolean;
}

/** What one import does; the import rules of issue 12 live here, free of I/O so they are unit-tested. */
export interface ImportPlan {
  inserts: (IncomingRate & { ourRate: number })[];
  updates: RateChange[];
  /** Rows read again with the same values: only their scraped_at moves. */
  unchanged: string[];
  skipped: SkippedRateJson[];
}

export type RateKey = string;

export function rateKey(rate: {
  term: string;
  rateType: string;
  province: string;
  mortgageType: string;
}): RateKey {
  return `${rate.term}|${rate.rateType}|${rate.province}|${rate.mortgageType}`;
}

export const SKIP_MANUAL = "kept the rate entered by hand (the sync never changes manual entries)";
export const SKIP_POSTED_ONLY =
  "this source publishes posted rates only and the sync holds no rate of this kind to refresh";

/**
 * Decides, for every incoming rate, whether it adds a row, changes one, confirms one or is skipped:
 * - rows entered by hand ('Manual Entry') are never changed; a rate that only a manual row holds is skipped;
 * - a synced row of the same term, type, province and mortgage type is changed (the one from the same
 *   source when there are several), or confirmed when its values are the same;
 * - a posted-only rate (no our rate) refreshes the posted rate of a synced row and never adds one;
 * - nothing is ever deleted or deactivated: rows a source no longer lists are left as they are.
 */
export function planRateImport(
  existing: readonly MortgageRate[],
  incoming: readonly IncomingRate[],
): ImportPlan {
  incoming = incoming.map(toStoredPrecision);
  const byKey = new Map<RateKey, MortgageRate[]>();
  for (const row of existing) {
    const key = rateKey(row);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const plan: ImportPlan = { inserts: [], updates: [], unchanged: [], skipped: [] };
  for (const rate of incoming) {
    const rows = byKey.get(rateKey(rate)) ?? [];
    const synced = rows.filter((row) => row.sourceUrl !== MANUAL_RATE_SOURCE);
    const target = synced.find((row) => row.sourceUrl === rate.sourceUrl) ?? synced[0];
    if (!target) {
      if (rows.length > 0) plan.skipped.push({ rate: describeRate(rate), reason: SKIP_MANUAL });
      else if (rate.ourRate === null)
        plan.skipped.push({ rate: describeRate(rate), reason: SKIP_POSTED_ONLY });
      else plan.inserts.push({ ...rate, ourRate: rate.ourRate });
      continue;
    }
    const ourRate = rate.ourRate ?? target.ourRate;
    const valuesChanged = target.postedRate !== rate.postedRate || target.ourRate !== ourRate;
    // A posted-only source refreshes a value but does not take the row over from the source that made it.
    const sourceUrl = rate.ourRate === null ? target.sourceUrl : rate.sourceUrl;
    if (!valuesChanged && sourceUrl === target.sourceUrl) plan.unchanged.push(target.id);
    else plan.updates.push({ id: target.id, postedRate: rate.postedRate, ourRate, sourceUrl, valuesChanged });
  }
  return plan;
}

/** numeric(6,3): compare what will be stored, so 4.1254 read again tomorrow is not a change. */
function toStoredPrecision(rate: IncomingRate): IncomingRate {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    ...rate,
    postedRate: round(rate.postedRate),
    ourRate: rate.ourRate === null ? null : round(rate.ourRate),
  };
}

/**
 * Joins the sources' rates in order: when two sources list the same rate, the first one read wins and
 * the later one's is skipped with a reason, so a rate never flips between two values in one run.
 */
export function mergeSourceRates(
  results: readonly { sourceName: string; sourceUrl: string; rates: readonly ScrapedRate[] }[],
): { rates: IncomingRate[]; skipped: SkippedRateJson[] } {
  const taken = new Map<RateKey, string>();
  const rates: IncomingRate[] = [];
  const skipped: SkippedRateJson[] = [];
  for (const result of results) {
    for (const rate of result.rates) {
      const key = rateKey(rate);
      const first = taken.get(key);
      if (first !== undefined) {
        skipped.push({ rate: describeRate(rate), reason: `already read from ${first}` });
        continue;
      }
      taken.set(key, result.sourceName);
      rates.push({ ...rate, sourceUrl: result.sourceUrl });
    }
  }
  return { rates, skipped };
}
