import { CalculatorPageHeader } from "../../features/calculators/components/calculator-page-header";
import { GeneralInformationNote } from "../../features/calculators/components/general-information-note";
import { MortgageCalculator } from "../../features/calculators/components/mortgage-calculator";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { useT } from "../../i18n/use-t";

/** /mortgage-calculator: the full payment calculator with its amortization schedule. */
export function MortgageCalculatorPage() {
  usePageMeta(pageMeta["/mortgage-calculator"]);
  const t = useT();

  return (
    <>
      <CalculatorPageHeader title={t("calculators.mortgage.title")}>
        {t("calculators.mortgage.intro")}
      </CalculatorPageHeader>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6">
        <MortgageCalculator />
        <GeneralInformationNote />
      </div>
    </>
  );
}
