import { CalculatorPageHeader } from "../../features/calculators/components/calculator-page-header";
import { GeneralInformationNote } from "../../features/calculators/components/general-information-note";
import { LandTransferTaxCalculator } from "../../features/closing-costs/components/land-transfer-tax-calculator";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";
import { useT } from "../../i18n/use-t";

/** /land-transfer-tax-calculator: the tax or the registration fees charged instead, the first-time buyer relief and the net, bracket by bracket. */
export function LandTransferTaxCalculatorPage() {
  usePageMeta(pageMeta["/land-transfer-tax-calculator"]);
  const t = useT();

  return (
    <>
      <CalculatorPageHeader title={t("closing-costs.ltt.title")}>
        {t("closing-costs.ltt.intro")}
      </CalculatorPageHeader>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6">
        <LandTransferTaxCalculator />
        <GeneralInformationNote />
      </div>
    </>
  );
}
