import { RATE_TYPES } from "../../../../domain/constants";
import { useRateLabels } from "../../../components/rates/rate-labels";
import { HISTORY_TERM } from "../api/get-rate-history";
import { formatHistoryDay, type HistoryRow } from "../rate-history-series";

const CELL = "px-3 py-1.5";

/** The chart's figures for readers who cannot see it, or want the exact numbers: one row per change. */
export function RateHistoryTable({ rows, where }: { rows: readonly HistoryRow[]; where: string }) {
  const labels = useRateLabels();
  const { t } = labels;
  const term = labels.term(HISTORY_TERM);
  const caption = t("rates.history.tableCaption", { term, where });
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-primary">{t("rates.history.showNumbers")}</summary>
      {/* Focusable and named, so keyboard users can scroll a long history too. */}
      <div
        role="region"
        aria-label={caption}
        tabIndex={0}
        className="mt-2 max-h-72 overflow-auto rounded-lg border border-border"
      >
        <table className="w-full text-left tabular-nums">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className={`${CELL} font-semibold`}>
                {t("rates.history.columnDate")}
              </th>
              {RATE_TYPES.map((type) => (
                <th key={type} scope="col" className={`${CELL} text-right font-semibold`}>
                  {t("rates.history.series", { term, type })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.date}>
                <th scope="row" className={`${CELL} font-normal whitespace-nowrap`}>
                  {formatHistoryDay(row.date, labels.locale)}
                </th>
                {RATE_TYPES.map((type) => {
                  const rate = row[type];
                  return (
                    <td key={type} className={`${CELL} text-right whitespace-nowrap`}>
                      {rate === null ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t("rates.history.noRateYet")}</span>
                        </>
                      ) : (
                        labels.rate(rate)
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
