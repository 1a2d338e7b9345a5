import { MORTGAGE_INSURANCE_RULES } from "../../../../domain/closing-costs/cmhc";
import { provinceLabel } from "../../../../domain/province-labels";
import type { ProvinceCode } from "../../../../domain/constants";
import type { CalculatorFormats } from "../../calculators/format";
import { cn } from "../../../lib/cn";
import { effectiveDate, shortPercent, sourceText } from "../closing-costs-text";

/**
 * How the premium is set, from the rules the calculator applies: the rate of each loan-to-value tier (the
 * buyer's own marked), the surcharge for a longer amortization and the provinces that tax the premium.
 */
export function PremiumRules({
  f,
  tierBasisPoints,
}: {
  f: CalculatorFormats;
  tierBasisPoints: number | undefined;
}) {
  const rules = MORTGAGE_INSURANCE_RULES;
  const taxed = Object.entries(rules.premiumSalesTaxBasisPoints).map(([code, basisPoints]) =>
    f.t("closing-costs.rules.taxIn", {
      province: provinceLabel(code as ProvinceCode, f.locale) ?? code,
      rate: shortPercent(basisPoints / 100, f),
    }),
  );
  // Each tier runs from above the previous one's ceiling (80 % for the first) up to its own.
  const tiers = rules.premiumTiers.map((tier, index) => ({
    ...tier,
    from: rules.premiumTiers[index - 1]?.maxLoanToValuePercent ?? rules.uninsuredLoanToValuePercent,
  }));
  return (
    <section
      aria-labelledby="premium-rules-title"
      className="grid gap-3 rounded-xl border border-border p-4 sm:p-5"
    >
      <h2 id="premium-rules-title" className="text-xl font-semibold tracking-tight">
        {f.t("closing-costs.rules.title")}
      </h2>
      <div className="overflow-x-auto rounded-lg border border-border">
        <table className="w-full text-sm tabular-nums">
          <caption className="sr-only">{f.t("closing-costs.rules.caption")}</caption>
          <thead className="bg-muted text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                {f.t("closing-costs.rules.loanToValue")}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                {f.t("closing-costs.rules.premiumRate")}
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => {
              const current = tier.basisPoints === tierBasisPoints;
              return (
                <tr
                  key={tier.maxLoanToValuePercent}
                  className={cn("border-t border-border", current && "bg-primary/10 font-semibold")}
                  aria-current={current ? "true" : undefined}
                >
                  <td className="px-3 py-2">
                    {f.t("closing-costs.rules.tierRange", {
                      from: shortPercent(tier.from, f),
                      to: shortPercent(tier.maxLoanToValuePercent, f),
                    })}
                  </td>
                  <td className="px-3 py-2 text-right">{f.percent(tier.basisPoints / 100)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="grid list-disc gap-1 pl-5 text-sm">
        <li>
          {f.t("closing-costs.rules.surcharge", {
            rate: f.percent(rules.extendedAmortizationSurchargeBasisPoints / 100),
            standard: rules.standardMaxAmortizationYears,
            extended: rules.extendedMaxAmortizationYears,
          })}
        </li>
        <li>
          {f.t("closing-costs.rules.salesTax", {
            provinces: new Intl.ListFormat(f.locale, { type: "conjunction" }).format(taxed),
          })}
        </li>
        <li>
          {f.t("closing-costs.rules.minimumDownPayment", {
            ceiling: f.dollars(rules.priceCeiling),
          })}
        </li>
      </ul>
      <p className="text-xs text-muted-foreground">
        {f.t("closing-costs.working.source", {
          source: sourceText("insurance", rules.source, f),
          date: effectiveDate(rules.effectiveFrom, f),
        })}
      </p>
    </section>
  );
}
