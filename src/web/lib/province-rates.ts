import { useQuery } from "@tanstack/react-query";
import { compareRates } from "../../domain/rate-order";
import { apiGet } from "./api";
import type { ProvinceRates } from "./province-rates-schema";

export type { ProvinceRates, Rate } from "./province-rates-schema";

/** 'home' keeps the 1, 3, 5 and 7 year terms the home page lists; 'all' is every active term. */
export type RateTermScope = "home" | "all";

export function fetchProvinceRates(
  provinceCode: string,
  scope: RateTermScope,
  signal?: AbortSignal,
): Promise<ProvinceRates> {
  const query = new URLSearchParams({ province: provinceCode });
  if (scope === "home") query.set("terms", "home");
  return apiGet(`/api/rates?${query.toString()}`, {
    signal,
    parser: () => import("./province-rates-schema").then((module) => module.provinceRatesSchema),
  }).then((body) => ({
    ...body,
    rates: [...body.rates].sort(compareRates),
  }));
}

/** A province's active rates in display order; the National ones (fallback: true) when it has none. */
export function useProvinceRates(provinceCode: string, scope: RateTermScope) {
  return useQuery({
    queryKey: ["rates", "by-province", provinceCode, scope],
    queryFn: ({ signal }) => fetchProvinceRates(provinceCode, scope, signal),
    staleTime: 5 * 60_000,
  });
}

const MORTGAGE_TYPE_NOTES: Record<string, string> = {
  "High-Ratio": "Insured (under 20% down)",
  Refinance: "Refinance",
};

/**
 * What sets a rate apart from the conventional one of the same term, shown under the term so two
 * '5 year' rows are never ambiguous; undefined for a conventional rate.
 */
export function mortgageTypeNote(mortgageType: string | null | undefined): string | undefined {
  return mortgageType ? MORTGAGE_TYPE_NOTES[mortgageType] : undefined;
}
