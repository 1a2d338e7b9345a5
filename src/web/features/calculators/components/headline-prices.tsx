import { AlertTriangle } from "lucide-react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../../../i18n/catalogs";
import type { HeadlinePrice } from "../affordability-headline";
import { useCalculatorFormats } from "../use-calculator-formats";

const TEXTS: Record<HeadlinePrice["kind"], { label: MessageId; note: MessageId }> = {
  "stress-test": { label: "calculators.headline.stressTest", note: "calculators.headline.stressTestNote" },
  contract: { label: "calculators.headline.contract", note: "calculators.headline.contractNote" },
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
  const { t, dollars, percent } = useCalculatorFormats();
  return (
    <dl className="grid gap-4 border-b border-border pb-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
      {headlines.map((headline) => (
        <div key={headline.kind} data-testid={`headline-${headline.kind}`}>
          <dt className="text-sm text-muted-foreground">
            {t(TEXTS[headline.kind].label, { rate: percent(headline.ratePercent) })}
          </dt>
          <dd className="mt-1 text-3xl font-semibold tracking-tight text-primary tabular-nums">
            {dollars(headline.price)}
          </dd>
          <dd className="mt-0.5 text-xs text-muted-foreground">{t(TEXTS[headline.kind].note)}</dd>
          {headline.shortfall && (
            <dd className="mt-2 flex gap-1.5 text-sm text-foreground">
              <AlertTriangle className="mt-0.5 size-4 shrink-0 text-foreground" aria-hidden="true" />
              <span>
                <FormattedMessage
                  id="calculators.headline.shortfall"
                  values={{
                    b: (chunks) => <strong className="font-semibold">{chunks}</strong>,
                    minimum: dollars(headline.shortfall.minimum),
                    downPayment: dollars(downPayment),
                    coveredPrice: dollars(headline.shortfall.coveredPrice),
                  }}
                />
              </span>
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
