import { Skeleton } from "../../../components/ui/skeleton";
import { useRateLabels } from "../../../components/rates/rate-labels";
import type { Rate as ProfileRate } from "../../../lib/province-rates";

interface RatesTableProps {
  rateType: "fixed" | "variable";
  rates: ProfileRate[] | undefined;
  isPending: boolean;
}

/** Term, Posted Rate and Our Rate for one rate type, in the API's order (1, 3, 5, 7 year, then the rest). */
export function RatesTable({ rateType, rates, isPending }: RatesTableProps) {
  const labels = useRateLabels();
  const { t } = labels;
  const rows = rates?.filter((rate) => rate.rate_type === rateType) ?? [];

  if (isPending) {
    return (
      <div
        className="flex flex-col gap-2"
        role="status"
        aria-label={t("brokers.rates.loading", { rateType })}
      >
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-11 w-full" />
        ))}
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
        {t("brokers.rates.empty", { rateType })}
      </p>
    );
  }

  return (
    <div className="overflow-hidden rounded-xl border border-border">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{t("brokers.rates.caption", { rateType })}</caption>
        <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t("brokers.rates.term")}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t("brokers.rates.posted")}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t("brokers.rates.ours")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((rate) => {
            const note = labels.mortgageType(rate.mortgage_type);
            return (
              <tr key={rate.id}>
                <th scope="row" className="px-4 py-3 font-medium">
                  {labels.term(rate.term)}
                  {note && <span className="block text-xs font-normal text-muted-foreground">{note}</span>}
                </th>
                <td className="px-4 py-3 text-right text-muted-foreground">
                  <s>{labels.rate(rate.posted_rate)}</s>
                </td>
                <td className="px-4 py-3 text-right text-base font-bold text-primary">
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
