import { lazy, Suspense } from "react";
import { Download } from "lucide-react";
import type { Schedule } from "../../../../domain/mortgage/schedule";
import { scheduleToCsv } from "../../../../domain/mortgage/schedule-csv";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { WhenNear } from "../../../components/ui/when-near";
import { downloadTextFile } from "../download-file";
import type { CalculatorFormats } from "../format";
import { useCalculatorFormats } from "../use-calculator-formats";
import { ScheduleTable } from "./schedule-table";

// recharts is large: loaded only when a schedule is shown and its chart nears the screen, never on other routes.
const BalanceChart = lazy(() =>
  import("./balance-chart").then((module) => ({ default: module.BalanceChart })),
);

function chartSummary(f: CalculatorFormats, principal: number, schedule: Schedule): string {
  return f.t("calculators.schedule.chartSummary", {
    principal: f.dollars(principal),
    zero: f.dollars(0),
    length: f.periods(schedule.payoffPeriods, schedule.paymentsPerYear),
    interest: f.dollars(schedule.totalInterest),
  });
}

/** The balance chart, the yearly table and the CSV of every payment. */
export function ScheduleSection({ principal, schedule }: { principal: number; schedule: Schedule }) {
  const formats = useCalculatorFormats();
  const { t, locale } = formats;
  const download = () =>
    downloadTextFile(
      scheduleToCsv(schedule, t, locale),
      t("calculators.schedule.csvFileName"),
      "text/csv;charset=utf-8",
    );

  return (
    <section aria-labelledby="schedule-title" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="schedule-title" className="text-2xl font-semibold tracking-tight">
            {t("calculators.schedule.title")}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t("calculators.schedule.intro")}</p>
        </div>
        <div className="grid justify-items-start gap-1 sm:justify-items-end">
          <Button variant="outline" onClick={download} aria-describedby="schedule-csv-format">
            <Download aria-hidden="true" />
            {t("calculators.schedule.downloadCsv")}
          </Button>
          <p id="schedule-csv-format" className="text-xs text-muted-foreground sm:text-right">
            {t("calculators.schedule.csvFormat")}
          </p>
        </div>
      </div>
      <Card className="p-4 sm:p-6">
        <figure aria-labelledby="balance-chart-caption" className="grid gap-3">
          <figcaption id="balance-chart-caption" className="text-sm text-muted-foreground">
            {chartSummary(formats, principal, schedule)}
          </figcaption>
          <div aria-hidden="true" className="h-[300px]">
            <WhenNear placeholder={<Skeleton className="h-full w-full" />}>
              <Suspense fallback={<Skeleton className="h-full w-full" />}>
                <BalanceChart principal={principal} years={schedule.years} />
              </Suspense>
            </WhenNear>
          </div>
        </figure>
      </Card>
      <ScheduleTable schedule={schedule} />
    </section>
  );
}
