import { formatDate } from "../../../domain/format";
import { useLocale } from "../../i18n/use-t";

/**
 * A stored timestamp as the back office's lists show it, in the page's language: `Nov 5, 2026`,
 * `5 nov. 2026`. Nothing for a value that is not a date.
 */
export function ShortDate({ value }: { value: string }) {
  const locale = useLocale();
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={value} className="tabular-nums">
      {formatDate(date, "medium", { locale })}
    </time>
  );
}
