import { useQuery } from "@tanstack/react-query";
import { NATIONAL_PROVINCE } from "../../../domain/constants";
import { apiGet } from "../../lib/api";
import type { RateLabels } from "../../components/rates/rate-labels";
import type { BestRate } from "./best-rate-schema";

export type { BestRate } from "./best-rate-schema";

export function fetchBestRate(signal?: AbortSignal): Promise<BestRate | null> {
  return apiGet("/api/rates/best", {
    signal,
    parser: () => import("./best-rate-schema").then((module) => module.bestRateSchema),
  }).then((body) => body.rate);
}

/** The lowest active our_rate across all rates, or null when no rate is active. */
export function useBestRate() {
  return useQuery({
    queryKey: ["rates", "best"],
    queryFn: ({ signal }) => fetchBestRate(signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * What the badge says under the rate, so it is never read as a 5-year fixed when it is not: the term
 * and type ("5 year variable"), then where it applies and what kind of mortgage it is for, when those
 * narrow it ("Ontario · Insured (under 20% down)").
 */
export function bestRateCaption(
  rate: BestRate,
  labels: Pick<RateLabels, "termAndType" | "mortgageType" | "provinceName">,
): { what: string; where?: string } {
  const details = [
    rate.province === NATIONAL_PROVINCE ? undefined : labels.provinceName(rate.province),
    labels.mortgageType(rate.mortgage_type),
  ].filter(Boolean);
  return {
    what: labels.termAndType(rate.term, rate.rate_type),
    where: details.length ? details.join(" · ") : undefined,
  };
}
