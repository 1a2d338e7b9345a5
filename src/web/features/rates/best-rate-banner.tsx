import { Link } from "react-router";
import { ArrowRight, TrendingDown } from "lucide-react";
import { ratesUpdatedLine } from "../../../domain/rates-updated";
import { Skeleton } from "../../components/ui/skeleton";
import { formatRate, useBestRate } from "./best-rate";

/**
 * A strip announcing the lowest active rate as '3.94% 5 year fixed' and the day it was last updated;
 * absent when no rate is active.
 */
export function BestRateBanner() {
  const { data: rate, isPending } = useBestRate();

  if (isPending) {
    return (
      <div role="status" aria-label="Loading the best rate" className="border-b border-border bg-muted">
        <div className="mx-auto flex h-11 max-w-content items-center px-4 sm:px-6">
          <Skeleton className="h-4 w-64 max-w-full" />
        </div>
      </div>
    );
  }
  if (!rate) return null;
  const updated = ratesUpdatedLine([rate]);

  return (
    <aside aria-label="Best rate" className="border-b border-border bg-muted">
      <div className="mx-auto flex min-h-11 max-w-content flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 text-sm sm:px-6">
        <p className="flex items-center gap-2">
          <TrendingDown className="size-4 shrink-0 text-success" aria-hidden="true" />
          {/* One run of text: on a phone the date wraps whole onto the next line, under the rate. */}
          <span>
            Lowest rate today:{" "}
            <strong className="font-semibold text-primary tabular-nums">
              {formatRate(rate.our_rate)} {rate.term} {rate.rate_type}
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
          See all rates
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </aside>
  );
}
