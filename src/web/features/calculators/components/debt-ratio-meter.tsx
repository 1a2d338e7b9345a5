import { formatRatio } from "../../../../domain/mortgage/debt-limits";
import { useCalculatorFormats } from "../use-calculator-formats";

interface DebtRatioMeterProps {
  name: string;
  /** What the ratio counts, in a few words. */
  description: string;
  ratio: number;
  limit: number;
}

/** A share of gross income against the calculator's guideline, as a figure and a bar filled up to the limit. */
export function DebtRatioMeter({ name, description, ratio, limit }: DebtRatioMeterProps) {
  const { t, locale, percent } = useCalculatorFormats();
  const filled = Math.min(100, Math.max(0, (ratio / limit) * 100));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-medium">{name}</p>
        <p className="font-semibold tabular-nums">{percent(ratio * 100)}</p>
      </div>
      <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div className="h-full rounded-full bg-primary" style={{ width: `${filled}%` }} />
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {description} · {t("calculators.debtLimits.guidelineName")}{" "}
        <span className="tabular-nums">{formatRatio(limit, locale)}</span>
      </p>
    </div>
  );
}
