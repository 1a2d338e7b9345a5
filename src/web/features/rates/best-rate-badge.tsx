import { BadgePercent } from "lucide-react";
import { Skeleton } from "../../components/ui/skeleton";
import { useRateLabels } from "../../components/rates/rate-labels";
import { bestRateCaption, useBestRate } from "./best-rate";

/** The hero's 'Best Rate Today' badge: the rate, its term and type, and where it applies; absent when no rate is active. */
export function BestRateBadge() {
  const labels = useRateLabels();
  const { data: rate, isPending } = useBestRate();

  if (isPending) {
    return (
      <div
        role="status"
        aria-label={labels.t("rates.best.loading")}
        className="w-44 rounded-xl bg-white/10 p-4"
      >
        <Skeleton className="h-3 w-24 bg-white/25" />
        <Skeleton className="mt-3 h-9 w-28 bg-white/25" />
        <Skeleton className="mt-2 h-3 w-16 bg-white/25" />
      </div>
    );
  }
  if (!rate) return null;
  const caption = bestRateCaption(rate, labels);

  return (
    <div className="inline-flex flex-col rounded-xl bg-accent px-5 py-4 text-accent-foreground shadow-lg ring-1 ring-black/5">
      <span className="flex items-center gap-1.5 text-xs font-semibold tracking-wide uppercase">
        <BadgePercent className="size-4" aria-hidden="true" />
        {labels.t("home.bestRateToday")}
      </span>
      <span className="mt-1 text-4xl font-bold tracking-tight tabular-nums">
        {labels.rate(rate.our_rate)}
      </span>
      <span className="text-sm font-medium">{caption.what}</span>
      {caption.where && <span className="text-xs">{caption.where}</span>}
    </div>
  );
}
