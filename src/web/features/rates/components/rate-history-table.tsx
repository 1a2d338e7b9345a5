import { RATE_TYPES } from "../../../../domain/constants";
import { formatRate } from "../best-rate";
import { rateHistoryMessages } from "../rate-history-messages";
import { formatHistoryDay, type HistoryRow } from "../rate-history-series";

const CELL = "px-3 py-1.5";

/** The chart's figures for readers who cannot see it, or want the exact numbers: one row per change. */
export function RateHistoryTable({ rows, where }: { rows: readonly HistoryRow[]; where: string }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-medium text-primary">{rateHistoryMessages.showNumbers}</summary>
      {/* Focusable and named, so keyboard users can scroll a long history too. */}
      <div
        role="region"
        aria-label={rateHistoryMessages.tableCaption(where)}
        tabIndex={0}
        className="mt-2 max-h-72 overflow-auto rounded-lg border border-border"
      >
        <table className="w-full text-left tabular-nums">
          <caption className="sr-only">{rateHistoryMessages.tableCaption(where)}</caption>
          <thead className="sticky top-0 bg-muted">
            <tr>
              <th scope="col" className={`${CELL} font-semibold`}>
                {rateHistoryMessages.columnDate}
              </th>
              {RATE_TYPES.map((type) => (
                <th key={type} scope="col" className={`${CELL} text-right font-semibold`}>
                  {rateHistoryMessages.series[type]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={row.date}>
                <th scope="row" className={`${CELL} font-normal whitespace-nowrap`}>
                  {formatHistoryDay(row.date)}
                </th>
                {RATE_TYPES.map((type) => {
                  const rate = row[type];
                  return (
                    <td key={type} className={`${CELL} text-right whitespace-nowrap`}>
                      {rate === null ? (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{rateHistoryMessages.noRateYet}</span>
                        </>
                      ) : (
                        formatRate(rate)
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
