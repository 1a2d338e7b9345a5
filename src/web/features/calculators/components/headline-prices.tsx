import { AlertTriangle } from "lucide-react";
import type { HeadlinePrice } from "../affordability-headline";
import { formatDollars, formatPercent } from "../format";

const LABELS: Record<HeadlinePrice["kind"], (rate: string) => string> = {
  "stress-test": (rate) => `Maximum price at the stress test (${rate})`,
  contract: (rate) => `Maximum price at your rate (${rate})`,
};

const NOTES: Record<HeadlinePrice["kind"], string> = {
  "stress-test": "What lenders qualify you for",
  contract: "If you did not have to pass the stress test",
};

/**
 * The two prices side by side, in the same size: lenders qualify buyers at the stress test, so it is never
 * the smaller print. A price the down payment does not cover says so in its own tile (docs/decisions/0021).
 */
export function HeadlinePrices({
  headlines,
  downPayment,
}: {
  headlines: HeadlinePrice[];
  downPayment: number;
}) {
  return (
    <dl className="grid gap-4 border-b border-border pb-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      {headlines.map((headline) => (
        <div key={headline.kind} data-testid={`headline-${headline.kind}`}>
          <dt className="text-sm text-muted-foreground">
            {LABELS[headline.kind](formatPercent(headline.ratePercent))}
          </dt>
          <dd className="mt-1 text-3xl font-semibold tracking-tight text-primary tabular-nums">
            {formatDollars(headline.price)}
          </dd>
          <dd className="mt-0.5 text-xs text-muted-foreground">{NOTES[headline.kind]}</dd>
          {headline.shortfall && (
            <dd className="mt-2 flex gap-1.5 text-sm text-foreground">
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-foreground" aria-hidden="true" />
              <span>
                <strong className="font-semibold">Down payment too small for this price:</strong> it needs at
                least {formatDollars(headline.shortfall.minimum)}. Your {formatDollars(downPayment)} covers a
                price up to {formatDollars(headline.shortfall.coveredPrice)}.
              </span>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
