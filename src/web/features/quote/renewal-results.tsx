import { formatPercent, type Locale } from "../../../domain/format";
import { NO_FIGURE } from "../../../domain/money";
import type { HomeQuoteFrequency } from "../../../domain/mortgage/home-quote";
import type { RenewalQuoteResult } from "../../../domain/mortgage/renewal-quote";
import type { Translate } from "../../../i18n/translate";
import { LiveAnnouncement } from "../../components/ui/live-announcement";
import { useLocale, useT } from "../../i18n/use-t";
import { formatWholeDollars } from "./money";

/** "+$371" when renewing costs more, "−$52" when it costs less; whole dollars like the rest of the dialog. */
export function formatPaymentChange(change: number, locale: Locale = "en-CA"): string {
  const rounded = Math.round(change);
  if (rounded === 0) return formatWholeDollars(0, locale);
  return `${rounded > 0 ? "+" : "−"}${formatWholeDollars(Math.abs(rounded), locale)}`;
}

/** The one sentence the live region reads once the borrower pauses. */
export function renewalAnnouncement(
  result: RenewalQuoteResult | null,
  frequency: HomeQuoteFrequency,
  t: Translate,
  locale: Locale,
): string {
  if (!result || result.monthlyPayment <= 0) return "";
  const payment = formatWholeDollars(result.monthlyPayment, locale);
  if (result.paymentChange === null) return t("quote.renewalAnnouncement", { frequency, payment });
  const rounded = Math.round(result.paymentChange);
  if (rounded === 0) return t("quote.renewalAnnouncementSame", { frequency, payment });
  return t("quote.renewalAnnouncementChange", {
    frequency,
    payment,
    difference: formatWholeDollars(Math.abs(rounded), locale),
    direction: rounded > 0 ? "more" : "less",
  });
}

interface RenewalResultsProps {
  /** Null while a figure cannot be read. */
  result: RenewalQuoteResult | null;
  paymentFrequency: HomeQuoteFrequency;
}

/** The payment on the balance at the renewal rate, the change from the current rate, and the loan-to-value. */
export function RenewalResults({ result, paymentFrequency }: RenewalResultsProps) {
  const t = useT();
  const locale = useLocale();
  const change =
    result?.paymentChange === null || result === null
      ? null
      : formatPaymentChange(result.paymentChange, locale);
  return (
    <section
      aria-label={t("quote.estimate")}
      className="rounded-xl border border-primary/15 bg-primary/5 p-4"
    >
      <dl className="grid gap-3 tabular-nums sm:grid-cols-3">
        <div className="flex items-baseline justify-between gap-2 sm:flex-col">
          <dt className="text-sm text-muted-foreground">
            {t("quote.renewalPayment", { frequency: paymentFrequency })}
          </dt>
          <dd className="text-2xl font-bold text-primary">
            {result ? formatWholeDollars(result.monthlyPayment, locale) : NO_FIGURE}
          </dd>
        </div>
        <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-2 gap-y-0.5 sm:grid-cols-1">
          <dt className="text-sm text-muted-foreground">{t("quote.changeFromCurrent")}</dt>
          <dd className="text-lg font-semibold">{change ?? NO_FIGURE}</dd>
          <dd className="col-span-full text-xs text-muted-foreground">
            {change === null ? t("quote.noCurrentRate") : t("quote.changeNote")}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-2 sm:flex-col">
          <dt className="text-sm text-muted-foreground">{t("quote.loanToValue")}</dt>
          <dd className="text-lg font-semibold">
            {result && result.loanToValue > 0
              ? formatPercent(Math.round(result.loanToValue * 100), 0, locale)
              : NO_FIGURE}
          </dd>
        </div>
      </dl>
      <LiveAnnouncement message={renewalAnnouncement(result, paymentFrequency, t, locale)} />
    </section>
  );
}
