import { formatPercent } from "../../../../domain/format";
import { rateMessages } from "../../../../domain/messages";
import { Skeleton } from "../../../components/ui/skeleton";
import { mortgageTypeNote, type Rate as ProfileRate } from "../../../lib/province-rates";

interface RatesTableProps {
  rateType: "fixed" | "variable";
  rates: ProfileRate[] | undefined;
  isPending: boolean;
}

/** Term, Posted Rate and Our Rate for one rate type, in the API's order (1, 3, 5, 7 year, then the rest). */
export function RatesTable({ rateType, rates, isPending }: RatesTableProps) {
  const label = rateType === "fixed" ? "Fixed" : "Variable";
  const rows = rates?.filter((rate) => rate.rate_type === rateType) ?? [];

  if (isPending) {
    return (
      <div className="flex flex-col gap-2" role="status" aria-label={`Loading ${label.toLowerCase()} rates`}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-11 w-full" />
        ))}
      </div>
    );
  }
  if (rows.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-muted-foreground">
        {rateType === "fixed" ? rateMessages.noFixedRates : rateMessages.noVariableRates}
      </p>
    );
  }

  return (
    <div className="overflow-hidden rounded-xl border border-border">
      <table className="w-full text-left text-sm tabular-nums">
        <caption className="sr-only">{label} mortgage rates</caption>
        <thead className="bg-muted text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Term
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Posted Rate
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Our Rate
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((rate) => (
            <tr key={rate.id}>
              <th scope="row" className="px-4 py-3 font-medium">
                {rate.term}
                {mortgageTypeNote(rate.mortgage_type) && (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {mortgageTypeNote(rate.mortgage_type)}
                  </span>
                )}
              </th>
              <td className="px-4 py-3 text-right text-muted-foreground">
                <s>{formatPercent(rate.posted_rate)}</s>
              </td>
              <td className="px-4 py-3 text-right text-base font-bold text-primary">
                {formatPercent(rate.our_rate)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
