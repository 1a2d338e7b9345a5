import { formatDate, formatPercent } from "../../../domain/format";
import { MANUAL_RATE_SOURCE } from "../../../domain/constants";
import { provinceNameLabel } from "../../../domain/province-labels";
import { rateTermLabel } from "../../components/rates/rate-labels";
import type { Locale } from "../../../i18n/locale";
import type { Translate } from "../../../i18n/translate";

/** Rates are kept to thousandths of a percent, and the back office shows all three decimals (spec section 3). */
export function formatRate(value: number, locale: Locale): string {
  return formatPercent(value, 3, locale);
}

export function formatUpdated(iso: string, locale: Locale): string {
  return formatDate(new Date(iso), "medium", { locale });
}

/** 'Manual Entry' in the page's language; a scrape source by its host name, which is what tells sources apart. */
export function sourceLabel(source: string, t: Translate): string {
  if (source === MANUAL_RATE_SOURCE) return t("admin.rates.manualEntry");
  try {
    return new URL(source).hostname.replace(/^www\./, "");
  } catch {
    return source;
  }
}

/** "Fixed", "Variable": a rate type as a label. */
export function rateTypeLabel(rateType: string, t: Translate): string {
  return t("admin.rates.typeLabel", { type: rateType });
}

/** A stored province name ("Quebec", "National") in the page's language. */
export function provinceLabel(province: string, locale: Locale): string {
  return provinceNameLabel(province, locale);
}

const MORTGAGE_TYPE_KEYS: Record<string, string> = {
  Conventional: "conventional",
  "High-Ratio": "highRatio",
  Refinance: "refinance",
};

export function mortgageTypeLabel(type: string, t: Translate): string {
  return t("admin.rates.mortgageType", { type: MORTGAGE_TYPE_KEYS[type] ?? type });
}

/** "5 year fixed, Ontario": how a row is named in buttons and dialogs. */
export function rateName(
  rate: { term: string; rate_type: string; province: string },
  t: Translate,
  locale: Locale,
): string {
  return t("admin.rates.name", {
    term: rateTermLabel(rate.term, t),
    type: t("admin.rates.typeName", { type: rate.rate_type }),
    province: provinceLabel(rate.province, locale),
  });
}
