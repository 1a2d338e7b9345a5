import type { HomeQuoteFrequency } from "../../../domain/mortgage/home-quote";
import type { RenewalQuoteResult } from "../../../domain/mortgage/renewal-quote";
import { LiveAnnouncement } from "../../components/ui/live-announcement";
import { quoteFormMessages } from "./messages";
import { formatWholeDollars } from "./money";
import { PAYMENT_FREQUENCY_LABELS } from "./quote-form-schema";

const NO_FIGURE = "—";

/** "+$371" when renewing costs more, "−$52" when it costs less; whole dollars like the rest of the dialog. */
export function formatPaymentChange(change: number): string {
  const rounded = Math.round(change);
  if (rounded === 0) return formatWholeDollars(0);
  return `${rounded > 0 ? "+" : "−"}${formatWholeDollars(Math.abs(rounded))}`;
}

/** The one sentence the live region reads once the borrower pauses. */
export function renewalAnnouncement(result: RenewalQuoteResult | null, frequency: string): string {
  if (!result || result.monthlyPayment <= 0) return "";
  const payment = `${frequency} payment at renewal ${formatWholeDollars(result.monthlyPayment)}`;
  if (result.paymentChange === null) return `${payment}.`;
  const rounded = Math.round(result.paymentChange);
  if (rounded === 0) return `${payment}, the same as at your current rate.`;
  const difference = formatWholeDollars(Math.abs(rounded));
  return `${payment}, ${difference} ${rounded > 0 ? "more" : "less"} than at your current rate.`;
}

interface RenewalResultsProps {
  /** Null while a figure cannot be read. */
  result: RenewalQuoteResult | null;
  paymentFrequency: HomeQuoteFrequency;
}

/** The payment on the balance at the renewal rate, the change from the current rate, and the loan-to-value. */
export function RenewalResults({ result, paymentFrequency }: RenewalResultsProps) {
  const frequency = PAYMENT_FREQUENCY_LABELS[paymentFrequency];
  const change =
    result?.paymentChange === null || result === null ? null : formatPaymentChange(result.paymentChange);
  return (
    <section aria-label="Your estimate" className="rounded-xl border border-primary/15 bg-primary/5 p-4">
      <dl className="grid gap-3 tabular-nums sm:grid-cols-3">
        <div className="flex items-baseline justify-between gap-2 sm:flex-col">
          <dt className="text-sm text-muted-foreground">{frequency} payment at renewal</dt>
          <dd className="text-2xl font-bold text-primary">
            {result ? formatWholeDollars(result.monthlyPayment) : NO_FIGURE}
          </dd>
        </div>
        <div className="grid grid-cols-[1fr_auto] items-baseline gap-x-2 gap-y-0.5 sm:grid-cols-1">
          <dt className="text-sm text-muted-foreground">Change from your current rate</dt>
          <dd className="text-lg font-semibold">{change ?? NO_FIGURE}</dd>
          <dd className="col-span-full text-xs text-muted-foreground">
            {change === null ? quoteFormMessages.noCurrentRate : quoteFormMessages.changeNote}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-2 sm:flex-col">
          <dt className="text-sm text-muted-foreground">Loan-to-value</dt>
          <dd className="text-lg font-semibold">
            {result && result.loanToValue > 0 ? `${Math.round(result.loanToValue * 100)}%` : NO_FIGURE}
          </dd>
        </div>
      </dl>
      <LiveAnnouncement message={renewalAnnouncement(result, frequency)} />
    </section>
  );
}
