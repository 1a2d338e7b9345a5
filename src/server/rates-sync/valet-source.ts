import { NATIONAL_PROVINCE, RATE_PERCENT_MAX } from "../../domain/constants";
import { SourceError, type ScrapedRate, type SourceResult } from "./types";
import { VALET_RECENT_OBSERVATIONS, VALET_SERIES } from "./valet-series";

export const VALET_SOURCE_NAME = "Bank of Canada";

/** The Valet observations address for the sync's series: GET {base}/observations/{ids}/json?recent=N. */
export function valetObservationsUrl(baseUrl: string): string {
  const ids = VALET_SERIES.map((series) => series.id).join(",");
  return `${baseUrl}/observations/${ids}/json?recent=${VALET_RECENT_OBSERVATIONS}`;
}

interface ValetObservation {
  d?: unknown;
  [series: string]: unknown;
}

const fail = (message: string): never => {
  throw new SourceError(VALET_SOURCE_NAME, message);
};

/**
 * Reads Valet's JSON: for each series the latest observation that has a value. The chartered banks'
 * posted rates become posted-only National rates (no our rate: see decision 0019).
 */
export function parseValetObservations(body: string): SourceResult {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return fail("The Bank of Canada answered with something that is not JSON.");
  }
  const observations = (data as { observations?: unknown }).observations;
  if (!Array.isArray(observations)) return fail("The Bank of Canada's answer has no observations.");
  const rates: ScrapedRate[] = VALET_SERIES.map((series) => {
    const latest = (observations as ValetObservation[])
      .filter((o) => typeof o?.d === "string" && valueOf(o[series.id]) !== undefined)
      .sort((a, b) => String(b.d).localeCompare(String(a.d)))[0];
    if (!latest) return fail(`The Bank of Canada's answer has no value for ${series.label} (${series.id}).`);
    const raw = valueOf(latest[series.id])!;
    const rate = Number(raw);
    if (!Number.isFinite(rate) || rate <= 0 || rate > RATE_PERCENT_MAX) {
      fail(
        `The Bank of Canada's ${series.label} (${series.id}) of ${String(latest.d)} is '${raw}', not a rate between 0 and ${RATE_PERCENT_MAX}%.`,
      );
    }
    return {
      term: series.term,
      rateType: series.rateType,
      province: NATIONAL_PROVINCE,
      mortgageType: "Conventional",
      postedRate: rate,
      ourRate: null,
    };
  });
  return { rates, skipped: [] };
}

function valueOf(cell: unknown): string | undefined {
  const v = (cell as { v?: unknown } | undefined)?.v;
  return typeof v === "string" && v.trim() !== "" ? v.trim() : typeof v === "number" ? String(v) : undefined;
}
