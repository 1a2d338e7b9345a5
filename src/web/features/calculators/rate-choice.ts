import type { Rate as ProvinceRate } from "../../lib/province-rates";
import { formatPercent } from "./format";

/** The rate a buyer most often compares first. */
const PREFERRED = { term: "5 year", rateType: "fixed" } as const;

/** The 5 year fixed rate when the province has one, otherwise its first rate by term. */
export function defaultRate(rates: readonly ProvinceRate[]): ProvinceRate | undefined {
  return (
    rates.find((rate) => rate.term === PREFERRED.term && rate.rate_type === PREFERRED.rateType) ?? rates[0]
  );
}

/** The rate the buyer picked, or the default one until they pick. */
export function chosenRate(
  rates: readonly ProvinceRate[],
  pickedId: string | null,
): ProvinceRate | undefined {
  const picked = pickedId === null ? undefined : rates.find((rate) => String(rate.id) === pickedId);
  return picked ?? defaultRate(rates);
}

/** '5 year fixed — 4.79%' */
export function rateLabel(rate: ProvinceRate): string {
  return `${rate.term} ${rate.rate_type} — ${formatPercent(rate.our_rate)}`;
}
