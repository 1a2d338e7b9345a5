import type { Locale } from "../../../domain/format";
import { NO_FIGURE } from "../../../domain/money";
import type { HomeQuoteFrequency, HomeQuoteResult } from "../../../domain/mortgage/home-quote";
import type { Translate } from "../../../i18n/translate";
import { LiveAnnouncement } from "../../components/ui/live-announcement";
import { useLocale, useT } from "../../i18n/use-t";
import { formatWholeDollars } from "./money";

interface QuoteResultsProps {
  /** Null while a figure cannot be read. */
  result: HomeQuoteResult | null;
  paymentFrequency: HomeQuoteFrequency;
}

/** The one sentence the live region reads once the buyer pauses, instead of the whole list. */
export function purchaseAnnouncement(
  result: HomeQuoteResult | null,
  frequency: HomeQuoteFrequency,
  t: Translate,
  locale: Locale,
): string {
  if (!result || result.monthlyPayment <= 0) return "";
  return t("quote.purchaseAnnouncement", {
    frequency,
    payment: formatWholeDollars(result.monthlyPayment, locale),
    total: formatWholeDollars(result.totalMortgage, locale),
  });
}

/** CMHC insurance, total mortgage and the payment, in whole dollars, updated as the buyer types. */
export function QuoteResults({ result, paymentFrequency }: QuoteResultsProps) {
  const t = useT();
  const locale = useLocale();
  const show = (value: number | undefined) =>
    value === undefined ? NO_FIGURE : formatWholeDollars(value, locale);
  const rows = [
    { label: t("quote.cmhcInsurance"), value: show(result?.cmhcInsurance) },
    { label: t("quote.totalMortgage"), value: show(result?.totalMortgage) },
  ];

  return (
    <section
      aria-label={t("quote.estimate")}
      className="rounded-xl border border-primary/15 bg-primary/5 p-4"
    >
      <dl className="grid gap-3 tabular-nums sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-2 sm:flex-col">
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="text-lg font-semibold">{row.value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-2 sm:flex-col">
          <dt className="text-sm text-muted-foreground">
            {t("quote.payment", { frequency: paymentFrequency })}
          </dt>
          <dd className="text-2xl font-bold text-primary">{show(result?.monthlyPayment)}</dd>
        </div>
      </dl>
      <LiveAnnouncement message={purchaseAnnouncement(result, paymentFrequency, t, locale)} />
    </section>
  );
}
