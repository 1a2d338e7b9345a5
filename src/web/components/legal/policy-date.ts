import { formatDate } from "../../../domain/format";
import type { Locale } from "../../../i18n/locale";

/**
 * A YYYY-MM-DD date as the policy pages show it, e.g. "November 24, 2026" or "24 novembre 2026", the
 * same in every time zone.
 */
export function formatPolicyDate(isoDate: string, locale: Locale): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return formatDate(date, "long", { timeZone: "UTC", locale });
}
