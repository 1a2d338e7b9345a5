import type { HomeQuoteFrequency, HomeQuoteResult } from "../../../domain/mortgage/home-quote";
import { LiveAnnouncement } from "../../components/ui/live-announcement";
import { formatWholeDollars } from "./money";
import { PAYMENT_FREQUENCY_LABELS } from "./quote-form-schema";

interface QuoteResultsProps {
  /** Null while a figure cannot be read. */
  result: HomeQuoteResult | null;
  paymentFrequency: HomeQuoteFrequency;
}

const NO_FIGURE = "—";

/** The one sentence the live region reads once the buyer pauses, instead of the whole list. */
export function purchaseAnnouncement(result: HomeQuoteResult | null, frequency: string): string {
  if (!result || result.monthlyPayment <= 0) return "";
  return `${frequency} payment ${formatWholeDollars(result.monthlyPayment)} on a total mortgage of ${formatWholeDollars(result.totalMortgage)}.`;
}

/** CMHC insurance, total mortgage and the payment, in whole dollars, updated as the buyer types. */
export function QuoteResults({ result, paymentFrequency }: QuoteResultsProps) {
  const show = (value: number | undefined) => (value === undefined ? NO_FIGURE : formatWholeDollars(value));
  const rows = [
    { label: "CMHC insurance", value: show(result?.cmhcInsurance) },
    { label: "Total mortgage", value: show(result?.totalMortgage) },
  ];

  return (
    <section aria-label="Your estimate" className="rounded-xl border border-primary/15 bg-primary/5 p-4">
      <dl className="grid gap-3 tabular-nums sm:grid-cols-3">
        {rows.map((row) => (
          <div key={row.label} className="flex items-baseline justify-between gap-2 sm:flex-col">
            <dt className="text-sm text-muted-foreground">{row.label}</dt>
            <dd className="text-lg font-semibold">{row.value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-2 sm:flex-col">
          <dt className="text-sm text-muted-foreground">
            {PAYMENT_FREQUENCY_LABELS[paymentFrequency]} payment
          </dt>
          <dd className="text-2xl font-bold text-primary">{show(result?.monthlyPayment)}</dd>
        </div>
      </dl>
      <LiveAnnouncement message={purchaseAnnouncement(result, PAYMENT_FREQUENCY_LABELS[paymentFrequency])} />
    </section>
  );
}
