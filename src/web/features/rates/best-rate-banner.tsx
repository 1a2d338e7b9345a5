import { Link } from "react-router";
import { ArrowRight, TrendingDown } from "lucide-react";
import { Skeleton } from "../../components/ui/skeleton";
import { useRateLabels } from "../../components/rates/rate-labels";
import { useRatesUpdatedLine } from "../../components/rates/rates-updated-note";
import { useBestRate } from "./best-rate";

/**
 * A strip announcing the lowest active rate as '3.94% 5 year fixed' and the day it was last updated;
 * absent when no rate is active.
 */
export function BestRateBanner() {
  const labels = useRateLabels();
  const { data: rate, isPending } = useBestRate();
  const updated = useRatesUpdatedLine(rate ? [rate] : []);

  if (isPending) {
    return (
      <div
        role="status"
        aria-label={labels.t("rates.best.loading")}
        className="border-b border-border bg-muted"
      >
        <div className="mx-auto flex h-11 max-w-content items-center px-4 sm:px-6">
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      </div>
    );
  }
  if (!rate) return null;

  return (
    <aside aria-label={labels.t("rates.best.label")} className="border-b border-border bg-muted">
      <div className="mx-auto flex min-h-11 max-w-content flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <p className="flex items-center gap-2">
          <TrendingDown className="size-4 shrink-0 text-success" aria-hidden="true" />
          {/* One run of text: on a phone the date wraps whole onto the next line, under the rate. */}
          <span>
            {labels.t("rates.best.lowestToday")}{" "}
            <strong className="font-semibold text-primary tabular-nums">
              {labels.rate(rate.our_rate)} {labels.termAndType(rate.term, rate.rate_type)}
            </strong>
            {updated && (
              <>
                {" "}
                <span className="whitespace-nowrap text-muted-foreground">
                  <span aria-hidden="true">·</span> {updated}
                </span>
              </>
            )}
          </span>
        </p>
        <Link
          to="/rates"
          className="inline-flex items-center gap-1 rounded-sm font-medium text-primary hover:underline"
        >
          {labels.t("rates.best.seeAll")}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </aside>
  );
}
