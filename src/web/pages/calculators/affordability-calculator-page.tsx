import { AffordabilityCalculator } from "../../features/calculators/components/affordability-calculator";
import { CalculatorPageHeader } from "../../features/calculators/components/calculator-page-header";
import { GeneralInformationNote } from "../../features/calculators/components/general-information-note";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { HOUSING_RATIO, TOTAL_DEBT_RATIO } from "../../../domain/mortgage/affordability";
import { formatRatio } from "../../../domain/mortgage/debt-limits";
import { useLocale, useT } from "../../i18n/use-t";

/** /affordability-calculator: how much home an income supports, with the stress test beside it. */
export function AffordabilityCalculatorPage() {
  usePageMeta(pageMeta["/affordability-calculator"]);
  const t = useT();
  const locale = useLocale();

  return (
    <>
      <CalculatorPageHeader title={t("calculators.affordability.title")}>
        {t("calculators.affordability.intro", {
          housing: formatRatio(HOUSING_RATIO, locale),
          totalDebt: formatRatio(TOTAL_DEBT_RATIO, locale),
        })}
      </CalculatorPageHeader>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6">
        <AffordabilityCalculator />
        <GeneralInformationNote />
      </div>
    </>
  );
}
