import type { HomeQuoteFrequency, HomeQuoteResult } from "../../../domain/mortgage/home-quote";
import { formatWholeDollars } from "./money";
import { PAYMENT_FREQUENCY_LABELS } from "./quote-form-schema";

interface QuoteResultsProps {
  /** Null while a figure cannot be read. */
  result: HomeQuoteResult | null;
  paymentFrequency: HomeQuoteFrequency;
}

const NO_FIGURE = "—";

/** CMHC insurance, total mortgage and the payment, in whole dollars, updated as the buyer types. */
export function QuoteResults({ result, paymentFrequency }: QuoteResultsProps) {
  const show = (value: number | undefined) => (value === undefined ? NO_FIGURE : formatWholeDollars(value));
  const rows = [
    { label: "CMHC insurance", value: show(result?.cmhcInsurance) },
    { label: "Total mortgage", value: show(result?.totalMortgage) },
  ];

  return (
    <section
      aria-label="Your estimate"
      aria-live="polite"
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
            {PAYMENT_FREQUENCY_LABELS[paymentFrequency]} payment
          </dt>
          <dd className="text-2xl font-bold text-primary">{show(result?.monthlyPayment)}</dd>
        </div>
      </dl>
    </section>
  );
}
