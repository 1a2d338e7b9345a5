import {
  HOUSING_RATIO,
  TOTAL_DEBT_RATIO,
  type AffordabilityInput,
  type AffordabilityResult,
} from "../../../../domain/mortgage/affordability";
import { affordabilityHeadlines } from "../affordability-headline";
import { formatDollars } from "../format";
import { calculatorMessages } from "../messages";
import { DebtRatioMeter } from "./debt-ratio-meter";
import { HeadlinePrices } from "./headline-prices";
import { ResultFigures } from "./result-figures";

/** 0.32 → "32%" */
function share(ratio: number): string {
  return `${Math.round(ratio * 100)}%`;
}

function bindingLimitText(result: AffordabilityResult): string {
  return result.bindingLimit === "housing"
    ? `Your housing costs set the limit: the payment, heating, property tax and condo fees may take up to ${share(HOUSING_RATIO)} of your gross income.`
    : `Your other debts set the limit: housing costs plus your other debt payments may take up to ${share(TOTAL_DEBT_RATIO)} of your gross income.`;
}

interface AffordabilityResultsProps {
  input: AffordabilityInput;
  result: AffordabilityResult;
}

/** The two headline prices, what the income supports and which of the two debt service limits decides it. */
export function AffordabilityResults({ input, result }: AffordabilityResultsProps) {
  return (
    <div className="mt-4 grid gap-6">
      <HeadlinePrices headlines={affordabilityHeadlines(input, result)} downPayment={input.downPayment} />
      <ResultFigures
        figures={[
          { label: "Maximum mortgage at your rate", value: formatDollars(result.maxMortgage) },
          { label: "Maximum monthly payment", value: formatDollars(result.maxMonthlyPayment) },
        ]}
      />
      <div className="grid gap-4 border-t border-border pt-4">
        <DebtRatioMeter
          name="Gross debt service (GDS)"
          description="Mortgage payment and housing costs"
          ratio={result.gdsRatio}
          limit={HOUSING_RATIO}
        />
        <DebtRatioMeter
          name="Total debt service (TDS)"
          description="Housing costs plus other debt payments"
          ratio={result.tdsRatio}
          limit={TOTAL_DEBT_RATIO}
        />
        <p className="text-sm">{bindingLimitText(result)}</p>
        <p className="text-xs text-muted-foreground">{calculatorMessages.debtLimits}</p>
        <p className="text-xs text-muted-foreground">{calculatorMessages.affordabilityCompounding}</p>
      </div>
    </div>
  );
}
