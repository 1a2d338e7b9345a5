import { CalendarCheck } from "lucide-react";
import { ratesUpdatedDate, type RateTimes } from "../../../domain/rates-updated";
import { cn } from "../../lib/cn";
import { useLocale, useT } from "../../i18n/use-t";

/**
 * 'Updated November 23, 2026' for the rates shown, on the brokerage's (Toronto) calendar, in the
 * page's language; null when none carries a date.
 */
export function useRatesUpdatedLine(rates: readonly RateTimes[]): string | null {
  const t = useT();
  const locale = useLocale();
  const date = ratesUpdatedDate(rates, locale);
  return date ? t("rates.updated", { date }) : null;
}

interface RatesUpdatedNoteProps {
  /** The rates shown next to the note: it dates those, not every rate on the site. */
  rates: readonly RateTimes[];
  className?: string;
}

/** 'Updated November 23, 2026' under a list of rates; nothing when no rate is shown. */
export function RatesUpdatedNote({ rates, className }: RatesUpdatedNoteProps) {
  const line = useRatesUpdatedLine(rates);
  if (!line) return null;
  return (
    <p className={cn("flex items-center gap-1.5 text-sm text-muted-foreground", className)}>
      <CalendarCheck className="size-4 shrink-0" aria-hidden="true" />
      {line}
    </p>
  );
}
