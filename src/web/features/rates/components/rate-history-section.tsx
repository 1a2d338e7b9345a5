import { provinceName } from "../../../../domain/constants";
import { Card } from "../../../components/ui/card";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useRateHistory } from "../api/get-rate-history";
import { NATIONAL_LABEL, rateHistoryMessages } from "../rate-history-messages";
import { historySummary, mergeHistories, RATE_HISTORY_CHART_HEIGHT } from "../rate-history-series";
import { RateHistoryChart } from "./rate-history-chart";
import { RateHistoryTable } from "./rate-history-table";

const chartBox = { height: RATE_HISTORY_CHART_HEIGHT };

/** The chart's frame while the history loads: the chart's height and the line below it. */
function RateHistorySkeleton() {
  return (
    <Card role="status" aria-label={rateHistoryMessages.loading} className="p-4 sm:p-6">
      <Skeleton style={chartBox} className="w-full" />
      <Skeleton className="mt-3 h-5 w-36" />
    </Card>
  );
}

/** The body of the section: the chart and its table, or the loading, error or empty state. */
function RateHistoryContent({ provinceCode }: { provinceCode: string }) {
  const fixed = useRateHistory(provinceCode, "fixed");
  const variable = useRateHistory(provinceCode, "variable");
  const province = provinceName(provinceCode) ?? provinceCode;

  if (fixed.isError || variable.isError) {
    const retry = () => {
      if (fixed.isError) void fixed.refetch();
      if (variable.isError) void variable.refetch();
    };
    return <LoadError message={rateHistoryMessages.loadError} onRetry={retry} />;
  }
  if (fixed.isPending || variable.isPending) return <RateHistorySkeleton />;

  const fallback = fixed.data.fallback || variable.data.fallback;
  const where = fallback ? NATIONAL_LABEL : province;
  const series = { fixed: fixed.data.points, variable: variable.data.points };
  const rows = mergeHistories(series);
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-muted px-4 py-8 text-center text-muted-foreground">
        {rateHistoryMessages.empty(province)}
      </p>
    );
  }
  return (
    <Card className="p-4 sm:p-6">
      {fallback && (
        <p className="mb-3 text-sm text-muted-foreground">{rateHistoryMessages.nationalNote(province)}</p>
      )}
      <div role="img" aria-label={historySummary(fixed.data.term, where, series)} style={chartBox}>
        <RateHistoryChart rows={rows} from={fixed.data.from} to={fixed.data.to} />
      </div>
      <RateHistoryTable rows={rows} where={where} />
    </Card>
  );
}

/** "Rate history" on /rates: the best 5 year fixed and variable rates of the chosen province over a year. */
export function RateHistorySection({ provinceCode }: { provinceCode: string }) {
  const province = provinceName(provinceCode) ?? provinceCode;
  return (
    <section aria-labelledby="rate-history-title" className="grid gap-4">
      <div>
        <h2 id="rate-history-title" className="text-2xl font-semibold tracking-tight">
          {rateHistoryMessages.title}
        </h2>
        <p className="mt-1 text-muted-foreground">{rateHistoryMessages.intro(province)}</p>
      </div>
      <RateHistoryContent provinceCode={provinceCode} />
    </section>
  );
}
