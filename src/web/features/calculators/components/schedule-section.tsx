import { lazy, Suspense } from "react";
import { Download } from "lucide-react";
import { scheduleToCsv, type Schedule } from "../../../../domain/mortgage/schedule";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { WhenNear } from "../../../components/ui/when-near";
import { downloadTextFile } from "../download-file";
import { formatDollars, formatPeriods } from "../format";
import { calculatorMessages } from "../messages";
import { ScheduleTable } from "./schedule-table";

// recharts is large: loaded only when a schedule is shown and its chart nears the screen, never on other routes.
const BalanceChart = lazy(() =>
  import("./balance-chart").then((module) => ({ default: module.BalanceChart })),
);

function chartSummary(principal: number, schedule: Schedule): string {
  const length = formatPeriods(schedule.payoffPeriods, schedule.paymentsPerYear);
  return `The balance falls from ${formatDollars(principal)} to $0 over ${length}, while the interest paid adds up to ${formatDollars(schedule.totalInterest)}.`;
}

/** The balance chart, the yearly table and the CSV of every payment. */
export function ScheduleSection({ principal, schedule }: { principal: number; schedule: Schedule }) {
  const download = () =>
    downloadTextFile(scheduleToCsv(schedule), calculatorMessages.csvFileName, "text/csv;charset=utf-8");

  return (
    <section aria-labelledby="schedule-title" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="schedule-title" className="text-2xl font-semibold tracking-tight">
            Amortization schedule
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            How each year's payments split between principal and interest.
          </p>
        </div>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          {calculatorMessages.downloadCsv}
        </Button>
      </div>
      <Card className="p-4 sm:p-6">
        <figure aria-labelledby="balance-chart-caption" className="grid gap-3">
          <figcaption id="balance-chart-caption" className="text-sm text-muted-foreground">
            {chartSummary(principal, schedule)}
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
