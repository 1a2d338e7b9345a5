import { Card } from "../../../components/ui/card";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { useRateLabels } from "../../../components/rates/rate-labels";
import { HISTORY_TERM, useRateHistory } from "../api/get-rate-history";
import { historySummary, mergeHistories, RATE_HISTORY_CHART_HEIGHT } from "../rate-history-series";
import { RateHistoryChart } from "./rate-history-chart";
import { RateHistoryTable } from "./rate-history-table";

const chartBox = { height: RATE_HISTORY_CHART_HEIGHT };

/** The chart's frame while the history loads: the chart's height and the line below it. */
function RateHistorySkeleton() {
  const { t } = useRateLabels();
  return (
    <Card role="status" aria-label={t("rates.history.loading")} className="p-4 sm:p-6">
      <Skeleton style={chartBox} className="w-full" />
      <Skeleton className="mt-3 h-5 w-36" />
    </Card>
  );
}

/** The body of the section: the chart and its table, or the loading, error or empty state. */
function RateHistoryContent({ provinceCode }: { provinceCode: string }) {
  const labels = useRateLabels();
  const { t } = labels;
  const fixed = useRateHistory(provinceCode, "fixed");
  const variable = useRateHistory(provinceCode, "variable");
  const province = labels.province(provinceCode);

  if (fixed.isError || variable.isError) {
    const retry = () => {
      if (fixed.isError) void fixed.refetch();
      if (variable.isError) void variable.refetch();
    };
    return <LoadError message={t("rates.history.loadError")} onRetry={retry} />;
  }
  if (fixed.isPending || variable.isPending) return <RateHistorySkeleton />;

  const fallback = fixed.data.fallback || variable.data.fallback;
  const where = fallback ? t("rates.national") : province;
  const series = { fixed: fixed.data.points, variable: variable.data.points };
  const rows = mergeHistories(series);
  if (rows.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border bg-muted px-4 py-8 text-center text-muted-foreground">
        {t("rates.history.empty", { where: province })}
      </p>
    );
  }
  const summary = historySummary(labels.term(fixed.data.term), where, series, t, labels.locale);
  return (
    <Card className="p-4 sm:p-6">
      {fallback && (
        <p className="mb-3 text-sm text-muted-foreground">{t("rates.history.nationalNote", { province })}</p>
      )}
      <div role="img" aria-label={summary} style={chartBox}>
        <RateHistoryChart rows={rows} from={fixed.data.from} to={fixed.data.to} />
      </div>
      <RateHistoryTable rows={rows} where={where} />
    </Card>
  );
}

/** "Rate history" on /rates: the best 5 year fixed and variable rates of the chosen province over a year. */
export function RateHistorySection({ provinceCode }: { provinceCode: string }) {
  const labels = useRateLabels();
  const province = labels.province(provinceCode);
  return (
    <section aria-labelledby="rate-history-title" className="grid gap-4">
      <div>
        <h2 id="rate-history-title" className="text-2xl font-semibold tracking-tight">
          {labels.t("rates.history.title")}
        </h2>
        <p className="mt-1 text-muted-foreground">
          {labels.t("rates.history.intro", { term: labels.term(HISTORY_TERM), where: province })}
        </p>
      </div>
      <RateHistoryContent provinceCode={provinceCode} />
    </section>
  );
}
