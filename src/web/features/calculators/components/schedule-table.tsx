import { Fragment, useMemo, useState } from "react";
import { ChevronRight } from "lucide-react";
import type { Schedule, SchedulePeriod } from "../../../../domain/mortgage/schedule";
import { cn } from "../../../lib/cn";
import { useCalculatorFormats } from "../use-calculator-formats";

const AMOUNT_CELL = "px-1.5 py-2 text-right tabular-nums whitespace-nowrap sm:px-3";
/** The payments column is the least telling one; phones drop it to keep the balance in view. */
const WIDE_ONLY = "max-sm:hidden";

function periodsByYear(periods: readonly SchedulePeriod[]): Map<number, SchedulePeriod[]> {
  const byYear = new Map<number, SchedulePeriod[]>();
  for (const period of periods) {
    const rows = byYear.get(period.year);
    if (rows) rows.push(period);
    else byYear.set(period.year, [period]);
  }
  return byYear;
}

/**
 * One row per year; a year opens onto its payments. Only opened years render their rows, so a
 * 30-year weekly schedule (1,560 payments) costs 30 rows until the buyer asks for more.
 */
export function ScheduleTable({ schedule }: { schedule: Schedule }) {
  const { t, cents } = useCalculatorFormats();
  const [openYears, setOpenYears] = useState<ReadonlySet<number>>(() => new Set());
  const byYear = useMemo(() => periodsByYear(schedule.periods), [schedule.periods]);

  const toggle = (year: number) =>
    setOpenYears((current) => {
      const next = new Set(current);
      if (next.has(year)) next.delete(year);
      else next.add(year);
      return next;
    });

  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full border-collapse text-[0.8125rem] sm:text-sm">
        <caption className="sr-only">{t("calculators.schedule.caption")}</caption>
        <thead className="bg-muted text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
              {t("calculators.schedule.year")}
            </th>
            <th scope="col" className={cn("px-3 py-2 text-right font-semibold", WIDE_ONLY)}>
              {t("calculators.schedule.payments")}
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-3">
              {t("calculators.schedule.principal")}
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-3">
              {t("calculators.schedule.interest")}
            </th>
            <th scope="col" className="px-1.5 py-2 text-right font-semibold sm:px-3">
              {t("calculators.schedule.balance")}
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.years.map((year) => {
            const open = openYears.has(year.year);
            return (
              <Fragment key={year.year}>
                <tr className="border-t border-border">
                  <th scope="row" className="px-1 py-1 text-left font-medium">
                    <button
                      type="button"
                      aria-expanded={open}
                      onClick={() => toggle(year.year)}
                      className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 hover:bg-muted sm:px-2"
                    >
                      <ChevronRight
                        className={cn(
                          "size-4 text-muted-foreground transition-transform",
                          open && "rotate-90",
                        )}
                        aria-hidden="true"
                      />
                      <span className="max-sm:sr-only">{t("calculators.schedule.year")} </span>
                      {year.year}
                    </button>
                  </th>
                  <td className={cn(AMOUNT_CELL, WIDE_ONLY)}>{cents(year.payment)}</td>
                  <td className={AMOUNT_CELL}>{cents(year.principal)}</td>
                  <td className={AMOUNT_CELL}>{cents(year.interest)}</td>
                  <td className={cn(AMOUNT_CELL, "font-medium")}>{cents(year.balance)}</td>
                </tr>
                {open &&
                  (byYear.get(year.year) ?? []).map((period) => (
                    <tr key={period.period} className="bg-muted/60 text-muted-foreground">
                      <th
                        scope="row"
                        className="py-1.5 pr-2 pl-7 text-left font-normal whitespace-nowrap sm:pr-3 sm:pl-10"
                      >
                        <span className="max-sm:sr-only">{t("calculators.schedule.payment")} </span>
                        {period.period}
                      </th>
                      <td className={cn(AMOUNT_CELL, WIDE_ONLY, "py-1.5")}>{cents(period.payment)}</td>
                      <td className={cn(AMOUNT_CELL, "py-1.5")}>{cents(period.principal)}</td>
                      <td className={cn(AMOUNT_CELL, "py-1.5")}>{cents(period.interest)}</td>
                      <td className={cn(AMOUNT_CELL, "py-1.5")}>{cents(period.balance)}</td>
                    </tr>
                  ))}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
