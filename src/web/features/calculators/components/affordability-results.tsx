import {
  HOUSING_RATIO,
  TOTAL_DEBT_RATIO,
  type AffordabilityInput,
  type AffordabilityResult,
} from "../../../../domain/mortgage/affordability";
import { affordabilityHeadlines } from "../affordability-headline";
import {
  affordabilityCompoundingNote,
  debtLimitsSummary,
  formatRatio,
} from "../../../../domain/mortgage/debt-limits";
import type { CalculatorFormats } from "../format";
import { useCalculatorFormats } from "../use-calculator-formats";
import { DebtRatioMeter } from "./debt-ratio-meter";
import { HeadlinePrices } from "./headline-prices";
import { ResultFigures } from "./result-figures";

function bindingLimitText({ t, locale }: CalculatorFormats, result: AffordabilityResult): string {
  return result.bindingLimit === "housing"
    ? t("calculators.affordability.housingBinds", { limit: formatRatio(HOUSING_RATIO, locale) })
    : t("calculators.affordability.debtsBind", { limit: formatRatio(TOTAL_DEBT_RATIO, locale) });
}

interface AffordabilityResultsProps {
  input: AffordabilityInput;
  result: AffordabilityResult;
}

/** The two headline prices, what the income supports and which of the two debt service limits decides it. */
export function AffordabilityResults({ input, result }: AffordabilityResultsProps) {
  const formats = useCalculatorFormats();
  const { t, locale } = formats;
  return (
    <div className="mt-4 grid gap-6">
      <HeadlinePrices headlines={affordabilityHeadlines(input, result)} downPayment={input.downPayment} />
      <ResultFigures
        figures={[
          { label: t("calculators.affordability.maxMortgage"), value: formats.dollars(result.maxMortgage) },
          {
            label: t("calculators.affordability.maxPayment"),
            value: formats.dollars(result.maxMonthlyPayment),
          },
        ]}
      />
      <div className="grid gap-4 border-t border-border pt-4">
        <DebtRatioMeter
          name={t("calculators.affordability.gds")}
          description={t("calculators.affordability.gdsDescription")}
          ratio={result.gdsRatio}
          limit={HOUSING_RATIO}
        />
        <DebtRatioMeter
          name={t("calculators.affordability.tds")}
          description={t("calculators.affordability.tdsDescription")}
          ratio={result.tdsRatio}
          limit={TOTAL_DEBT_RATIO}
        />
        <p className="text-sm">{bindingLimitText(formats, result)}</p>
        <p className="text-xs text-muted-foreground">{debtLimitsSummary(t, locale)}</p>
        <p className="text-xs text-muted-foreground">{affordabilityCompoundingNote(t)}</p>
      </div>
    </div>
  );
}
