import { AffordabilityCalculator } from "../../features/calculators/components/affordability-calculator";
import { CalculatorPageHeader } from "../../features/calculators/components/calculator-page-header";
import { GeneralInformationNote } from "../../features/calculators/components/general-information-note";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";

/** /affordability-calculator: how much home an income supports, with the stress test beside it. */
export function AffordabilityCalculatorPage() {
  usePageMeta(pageMeta["/affordability-calculator"]);

  return (
    <>
      <CalculatorPageHeader title="Mortgage affordability calculator">
        The calculator's guideline caps your housing costs at 32% of your gross income and all your debts at
        40%. See the price that leaves you within both, and what the stress test allows.
      </CalculatorPageHeader>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6">
        <AffordabilityCalculator />
        <GeneralInformationNote />
      </div>
    </>
  );
}
