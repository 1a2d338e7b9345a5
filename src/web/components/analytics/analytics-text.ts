import type { AnalyticsPeriod } from "../../../domain/schemas/admin-analytics";
import type { MessageId } from "../../../i18n/catalogs";
import type { Translate } from "../../../i18n/translate";

/** The periods' names in the back-office catalogue (both analytics tabs). */
export const PERIOD_MESSAGES: Readonly<Record<AnalyticsPeriod, MessageId>> = {
  all: "back-office.analytics.periodAll",
  "30d": "back-office.analytics.period30d",
  "7d": "back-office.analytics.period7d",
};

/** `page_view` → `Page view` in the page's language; other event types as stored, underscores as spaces. */
export function eventTypeText(eventType: string, t: Translate): string {
  if (eventType === "page_view") return t("back-office.analytics.pageView");
  const label = eventType.replaceAll("_", " ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}
