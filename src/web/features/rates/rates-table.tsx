import type { RateType } from "../../../domain/constants";
import { Skeleton } from "../../components/ui/skeleton";
import { useRateLabels } from "../../components/rates/rate-labels";
import { useT } from "../../i18n/use-t";
import type { Rate } from "../../lib/province-rates";
import { noRatesMessage } from "./rate-type";

interface RatesTableProps {
  rateType: RateType;
  /** Rates of this type, in display order. */
  rates: readonly Rate[];
  /** The table's caption, e.g. "Fixed rates in Ontario". */
  caption: string;
}

const CELL = "px-4 py-3 sm:px-6";

/** Term, posted rate and our rate, one row per active rate of the chosen type. */
export function RatesTable({ rateType, rates, caption }: RatesTableProps) {
  const labels = useRateLabels();
  if (rates.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-muted px-4 py-8 text-center text-muted-foreground">
        {labels.t(noRatesMessage(rateType))}
      </p>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl border border-border shadow-sm">
      <table className="w-full text-left tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-sm text-muted-foreground">
          <tr>
            <th scope="col" className={`${CELL} font-medium`}>
              {labels.t("rates.column.term")}
            </th>
            <th scope="col" className={`${CELL} text-right font-medium`}>
              {labels.t("rates.column.posted")}
            </th>
            <th scope="col" className={`${CELL} text-right font-medium`}>
              {labels.t("rates.column.ours")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rates.map((rate) => {
            const note = labels.mortgageType(rate.mortgage_type);
            return (
              <tr key={rate.id}>
                <th scope="row" className={`${CELL} font-medium`}>
                  {labels.term(rate.term)}
                  {note && <span className="block text-sm font-normal text-muted-foreground">{note}</span>}
                </th>
                <td className={`${CELL} text-right text-muted-foreground`}>
                  <s>{labels.rate(rate.posted_rate)}</s>
                </td>
                <td className={`${CELL} text-right text-lg font-semibold text-primary`}>
                  {labels.rate(rate.our_rate)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Placeholder rows while the rates load. */
export function RatesTableSkeleton() {
  const t = useT();
  return (
    <div
      role="status"
      aria-label={t("rates.loading")}
      className="flex flex-col gap-4 rounded-xl border border-border p-4 sm:p-6"
    >
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center justify-between gap-4">
          <Skeleton className="h-5 w-20" />
          <Skeleton className="h-5 w-16" />
          <Skeleton className="h-6 w-16" />
        </div>
      ))}
    </div>
  );
}
