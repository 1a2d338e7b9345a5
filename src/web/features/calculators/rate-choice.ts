import type { Locale } from "../../../domain/format";
import type { Translate } from "../../../i18n/translate";
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

/** "5 year" → "5 year" in English, « 5 ans » in French; a term of another shape is shown as stored. */
function termText(term: string, t: Translate): string {
  const years = /^(\d+) year$/.exec(term)?.[1];
  return years === undefined ? term : t("rates.term.years", { count: Number(years) });
}

/** '5 year fixed — 4.79%', « 5 ans fixe — 4,79 % » */
export function rateLabel(rate: ProvinceRate, t: Translate, locale: Locale): string {
  return t("calculators.rates.label", {
    termAndType: t("rates.termAndType", { term: termText(rate.term, t), type: rate.rate_type }),
    rate: formatPercent(rate.our_rate, locale),
  });
}
