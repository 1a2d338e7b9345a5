import type { LevyResult } from "../../../../domain/closing-costs/land-transfer-tax";
import type { CalculatorFormats } from "../../calculators/format";
import { effectiveDate, LEVY_NAMES, reliefText, ruleText, sourceText } from "../closing-costs-text";

/** Whole dollars where the amount has no cents, as the sources write their thresholds; cents otherwise. */
function amount(cents: number, f: CalculatorFormats): string {
  return cents % 100 === 0 ? f.dollars(cents / 100) : f.cents(cents / 100);
}

/**
 * One levy's working, bracket by bracket: the slice of the value each line covers, how it is charged and what
 * it comes to, then the tax, the first-time relief and the net, with the source the figures come from. The
 * table scrolls sideways inside its box on a narrow phone rather than widening the page.
 */
export function LevyWorking({ result, f }: { result: LevyResult; f: CalculatorFormats }) {
  const { levy } = result;
  const id = `levy-${levy.id}`;
  const nameId = LEVY_NAMES[levy.id];
  // Every levy of the tables has its name (closing-costs-text.test.ts); the id is a last resort, never blank.
  const name = nameId ? f.t(nameId) : levy.id;
  const relief = reliefText(levy.firstTimeRelief, f);
  return (
    <section
      aria-labelledby={id}
      className="grid gap-3 rounded-xl border border-border bg-background p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={id} className="text-base font-semibold">
          {name}
        </h3>
        <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {f.t(
            levy.kind === "registration-fee"
              ? "closing-costs.working.registrationFee"
              : levy.level === "municipal"
                ? "closing-costs.working.municipal"
                : "closing-costs.working.provincial",
          )}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">
        {f.t(
          levy.basis === "mortgage" ? "closing-costs.working.onMortgage" : "closing-costs.working.onPrice",
          {
            value: amount(result.valueCents, f),
          },
        )}
      </p>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full min-w-[18rem] text-sm tabular-nums">
          <caption className="sr-only">{f.t("closing-costs.working.caption", { levy: name })}</caption>
          <thead className="bg-muted text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                {f.t("closing-costs.working.portion")}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 font-medium">
                {f.t("closing-costs.working.rule")}
              </th>
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                {f.t("closing-costs.working.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={`${row.fromCents}-${row.rule.type}`} className="border-t border-border">
                {/* The range may wrap on a phone, so the amounts beside it stay in view. */}
                <td className="px-2 py-2 sm:px-3">
                  {row.toCents > row.fromCents
                    ? f.t("closing-costs.working.range", {
                        from: amount(row.fromCents, f),
                        to: amount(row.toCents, f),
                      })
                    : "—"}
                </td>
                <td className="px-2 py-2 sm:px-3">{ruleText(row.rule, f)}</td>
                <td className="px-2 py-2 sm:px-3 text-right whitespace-nowrap">
                  {f.cents(row.taxCents / 100)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="font-medium">
            <tr className="border-t border-border">
              <th scope="row" colSpan={2} className="px-2 py-2 sm:px-3 text-left">
                {f.t("closing-costs.working.total")}
              </th>
              <td className="px-2 py-2 sm:px-3 text-right whitespace-nowrap">
                {f.cents(result.taxCents / 100)}
              </td>
            </tr>
            {result.rebateCents > 0 && (
              <>
                <tr className="border-t border-border">
                  <th scope="row" colSpan={2} className="px-2 py-2 sm:px-3 text-left">
                    {f.t(
                      levy.firstTimeRelief.type === "tax-credit"
                        ? "closing-costs.working.credit"
                        : "closing-costs.working.rebate",
                    )}
                  </th>
                  <td className="px-2 py-2 sm:px-3 text-right whitespace-nowrap">
                    {f.t("closing-costs.minus", { amount: f.cents(result.rebateCents / 100) })}
                  </td>
                </tr>
                <tr className="border-t border-border">
                  <th scope="row" colSpan={2} className="px-2 py-2 sm:px-3 text-left">
                    {f.t("closing-costs.working.net")}
                  </th>
                  <td className="px-2 py-2 sm:px-3 text-right whitespace-nowrap">
                    {f.cents(result.netCents / 100)}
                  </td>
                </tr>
              </>
            )}
          </tfoot>
        </table>
      </div>
      {relief && <p className="text-sm">{relief}</p>}
      <p className="text-xs text-muted-foreground">
        {f.t("closing-costs.working.source", {
          source: sourceText(levy.id, levy.source, f),
          date: effectiveDate(levy.effectiveFrom, f),
        })}
      </p>
    </section>
  );
}
