import type { RateType } from "../../../domain/constants";
import { Skeleton } from "../../components/ui/skeleton";
import { useRateLabels } from "../../components/rates/rate-labels";
import { useT } from "../../i18n/use-t";
import type { Rate } from "../../lib/province-rates";
import { noRatesMessage } from "./rate-type";

const CARD_CLASS = "rounded-xl border border-border bg-background p-5 shadow-sm";
const GRID_CLASS = "grid gap-4 sm:grid-cols-2 lg:grid-cols-4";

interface RateCardsProps {
  rateType: RateType;
  /** Rates of this type, in display order. */
  rates: readonly Rate[];
  /** Names the list for screen readers, e.g. "Fixed rates in Ontario". */
  label: string;
}

/** One card per rate: term and type small, our rate large, the posted rate struck through beside it. */
export function RateCards({ rateType, rates, label }: RateCardsProps) {
  const labels = useRateLabels();
  if (rates.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-muted px-4 py-8 text-center text-muted-foreground">
        {labels.t(noRatesMessage(rateType))}
      </p>
    );
  }
  return (
    <ul aria-label={label} className={GRID_CLASS}>
      {rates.map((rate) => {
        const note = labels.mortgageType(rate.mortgage_type);
        return (
          <li key={rate.id} className={CARD_CLASS}>
            <p className="text-sm font-medium text-muted-foreground">
              {labels.term(rate.term)} <span aria-hidden="true">·</span> {labels.type(rate.rate_type)}
              {note && (
                <>
                  {" "}
                  <span aria-hidden="true">·</span> {note}
                </>
              )}
            </p>
            <div className="mt-2 flex flex-wrap items-end gap-x-3 gap-y-1">
              <p className="flex flex-col">
                <span className="text-4xl font-bold tracking-tight text-primary tabular-nums">
                  {labels.rate(rate.our_rate)}
                </span>
                <span className="text-xs text-muted-foreground">{labels.t("rates.ourRate")}</span>
              </p>
              <p className="flex flex-col pb-0.5">
                <s className="text-lg text-muted-foreground tabular-nums">
                  <span className="sr-only">{labels.t("rates.postedRateHidden")}</span>
                  {labels.rate(rate.posted_rate)}
                </s>
                <span className="text-xs text-muted-foreground" aria-hidden="true">
                  {labels.t("rates.posted")}
                </span>
              </p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Four card-shaped placeholders while the rates load (spec section 4). */
export function RateCardsSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t("rates.loading")} className={GRID_CLASS}>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className={CARD_CLASS} data-testid="rate-card-skeleton">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="mt-3 h-10 w-28" />
          <Skeleton className="mt-2 h-3 w-16" />
        </div>
      ))}
    </div>
  );
}
