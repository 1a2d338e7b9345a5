import { CalculatorPageHeader } from "../../features/calculators/components/calculator-page-header";
import { GeneralInformationNote } from "../../features/calculators/components/general-information-note";
import { MortgageInsuranceCalculator } from "../../features/closing-costs/components/mortgage-insurance-calculator";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { useT } from "../../i18n/use-t";

/** /cmhc-insurance-calculator: whether mortgage default insurance applies, its premium, the loan with it and the tax on it. */
export function MortgageInsuranceCalculatorPage() {
  usePageMeta(pageMeta["/cmhc-insurance-calculator"]);
  const t = useT();

  return (
    <>
      <CalculatorPageHeader title={t("closing-costs.insurance.title")}>
        {t("closing-costs.insurance.intro")}
      </CalculatorPageHeader>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6">
        <MortgageInsuranceCalculator />
        <GeneralInformationNote />
      </div>
    </>
  );
}
