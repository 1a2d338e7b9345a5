import { BROKERAGE_TIME_ZONE, formatDate } from "../../../domain/format";
import { useLocale } from "../../i18n/use-t";

interface TestimonialMonthProps {
  createdAt: string | null | undefined;
}

/**
 * When a public testimonial was written, as 'March 2026' ('mars 2026' in French) on the brokerage's
 * calendar, which the server renders the page on too; nothing when the date is missing or invalid.
 */
export function TestimonialMonth({ createdAt }: TestimonialMonthProps) {
  const locale = useLocale();
  if (!createdAt) return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={createdAt} className="text-muted-foreground">
      {formatDate(date, "monthYear", { timeZone: BROKERAGE_TIME_ZONE, locale })}
    </time>
  );
}
