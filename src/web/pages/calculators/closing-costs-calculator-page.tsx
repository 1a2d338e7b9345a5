import { CalculatorPageHeader } from "../../features/calculators/components/calculator-page-header";
import { GeneralInformationNote } from "../../features/calculators/components/general-information-note";
import { CashToCloseCalculator } from "../../features/closing-costs/components/cash-to-close-calculator";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { useT } from "../../i18n/use-t";

/** /closing-costs-calculator: the cash needed on closing day, itemised. */
export function ClosingCostsCalculatorPage() {
  usePageMeta(pageMeta["/closing-costs-calculator"]);
  const t = useT();

  return (
    <>
      <CalculatorPageHeader title={t("closing-costs.cash.title")}>
        {t("closing-costs.cash.intro")}
      </CalculatorPageHeader>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6">
        <CashToCloseCalculator />
        <GeneralInformationNote />
      </div>
    </>
  );
}
