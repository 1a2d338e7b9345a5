import { useMemo } from "react";
import type { RateType } from "../../../domain/constants";
import { formatPercent } from "../../../domain/format";
import { provinceLabel, provinceNameLabel } from "../../../domain/province-labels";
import type { Locale } from "../../../i18n/locale";
import type { Translate } from "../../../i18n/translate";
import { useLocale, useT } from "../../i18n/use-t";

/**
 * How a rate's stored words read in the page's language: its term ("5 year" → "5 ans"), its type, the
 * kind of mortgage it is for, its province. The rates keep their English values in the data.
 */

/** "5 year" → "5 year" / "5 ans"; a term of another shape is shown as stored. */
export function rateTermLabel(term: string, t: Translate): string {
  const years = /^(\d+) years?$/i.exec(term.trim());
  return years ? t("rates.term.years", { count: Number(years[1]) }) : term;
}

/** "5 year fixed" / "5 ans fixe". */
export function termAndTypeLabel(term: string, type: RateType, t: Translate): string {
  return t("rates.termAndType", { term: rateTermLabel(term, t), type });
}

/**
 * What sets a rate apart from the conventional one of the same term, shown under the term so two
 * '5 year' rows are never ambiguous; undefined for a conventional rate.
 */
export function mortgageTypeLabel(mortgageType: string | null | undefined, t: Translate): string | undefined {
  if (mortgageType === "High-Ratio") return t("rates.mortgageType.highRatio");
  if (mortgageType === "Refinance") return t("rates.mortgageType.refinance");
  return undefined;
}

/** Rates are shown with 2 decimals: 3.94% / 3,94 %. */
export function formatRateIn(percent: number, locale: Locale): string {
  return formatPercent(percent, 2, locale);
}

/** The labels above in the page's language. */
export function useRateLabels() {
  const t = useT();
  const locale = useLocale();
  return useMemo(
    () => ({
      t,
      locale,
      rate: (percent: number) => formatRateIn(percent, locale),
      term: (term: string) => rateTermLabel(term, t),
      termAndType: (term: string, type: RateType) => termAndTypeLabel(term, type, t),
      mortgageType: (mortgageType: string | null | undefined) => mortgageTypeLabel(mortgageType, t),
      type: (type: RateType) => t(type === "fixed" ? "rates.type.fixed" : "rates.type.variable"),
      /** A province by its code; the code itself when unknown. */
      province: (code: string) => provinceLabel(code, locale) ?? code,
      /** A rate's province as stored (English name or "National"). */
      provinceName: (name: string) => provinceNameLabel(name, locale),
    }),
    [t, locale],
  );
}

export type RateLabels = ReturnType<typeof useRateLabels>;
