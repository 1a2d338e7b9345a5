import type { ErasureCounts } from "../../../domain/schemas/personal-data";
import type { Locale } from "../../../i18n/locale";
import type { Translate } from "../../../i18n/translate";

const lists = new Map<Locale, Intl.ListFormat>();

function listFormat(locale: Locale): Intl.ListFormat {
  let format = lists.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { type: "conjunction" });
    lists.set(locale, format);
  }
  return format;
}

/**
 * "2 leads, 1 chat conversation and 1 newsletter subscription", leaving out the kinds of which there
 * are none: what an erasure found or removed, in the panel's language.
 */
export function erasureCountsSummary(counts: ErasureCounts, t: Translate, locale: Locale): string {
  const parts = [
    counts.leads > 0 ? t("admin.erasure.leads", { count: counts.leads }) : "",
    counts.chat_leads > 0 ? t("admin.erasure.chatLeads", { count: counts.chat_leads }) : "",
    counts.newsletter > 0 ? t("admin.erasure.newsletter", { count: counts.newsletter }) : "",
  ].filter(Boolean);
  return parts.length === 0 ? t("admin.erasure.nothing") : listFormat(locale).format(parts);
}
