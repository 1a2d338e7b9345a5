import { useState } from "react";
import { useProvinceRates } from "../../lib/province-rates";
import { chosenRate } from "./rate-choice";

export const DEFAULT_RATE_PROVINCE = "Ontario";

/** The province, its rates from the API and the rate picked among them (reset when the province changes). */
export function useRateChoice(initialProvince: string = DEFAULT_RATE_PROVINCE) {
  const [province, setProvinceState] = useState<string>(initialProvince);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const query = useProvinceRates(province, "all");
  const rates = query.data?.rates ?? [];

  return {
    province,
    setProvince: (next: string) => {
      setProvinceState(next);
      setPickedId(null);
    },
    query,
    rates,
    chosen: chosenRate(rates, pickedId),
    pick: setPickedId,
  };
}

export type RateChoice = ReturnType<typeof useRateChoice>;
