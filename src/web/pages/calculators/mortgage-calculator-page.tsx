import { CalculatorPageHeader } from "../../features/calculators/components/calculator-page-header";
import { GeneralInformationNote } from "../../features/calculators/components/general-information-note";
import { MortgageCalculator } from "../../features/calculators/components/mortgage-calculator";
import { usePageMeta } from "../../lib/page-meta";
import { pageMeta } from "../../../domain/page-meta";

/** /mortgage-calculator: the full payment calculator with its amortization schedule. */
export function MortgageCalculatorPage() {
  usePageMeta(pageMeta["/mortgage-calculator"]);

  return (
    <>
      <CalculatorPageHeader title="Mortgage payment calculator">
        Start from today's rates in your province or enter your own, choose how often you pay, and see how
        every payment splits between principal and interest.
      </CalculatorPageHeader>
      <div className="mx-auto grid w-full max-w-content gap-10 px-4 py-10 sm:px-6">
        <MortgageCalculator />
        <GeneralInformationNote />
      </div>
    </>
  );
}
