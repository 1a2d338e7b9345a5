import { AlertTriangle } from "lucide-react";
import { checkDownPayment, INSURED_PRICE_CEILING } from "../../../../domain/mortgage/down-payment";
import { formatDollars, formatPercent } from "../format";

/** Information, not a blocker: shown only when the down payment is under the Canadian minimum for the price. */
export function DownPaymentCheck({ price, downPayment }: { price: number; downPayment: number }) {
  const check = checkDownPayment(price, downPayment);
  if (price <= 0 || check.meetsMinimum) return null;
  const rule = check.insurable
    ? "5% of the first $500,000 and 10% of any part above"
    : `20% at ${formatDollars(INSURED_PRICE_CEILING)} or more`;

  return (
    <div className="flex gap-2 rounded-lg border border-accent bg-accent/15 p-3 text-sm text-foreground">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong className="font-semibold">Down payment under the minimum.</strong> At {formatDollars(price)}{" "}
        the Canadian minimum is {formatDollars(check.minimum)} ({rule}); your {formatDollars(downPayment)} is{" "}
        {formatPercent(check.percent)} of the price. A lower price or a larger down payment closes the gap.
      </p>
    </div>
  );
}
