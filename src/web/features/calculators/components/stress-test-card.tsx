import { ShieldCheck } from "lucide-react";
import type { AffordabilityResult } from "../../../../domain/mortgage/affordability";
import {
  STRESS_TEST_BUFFER_POINTS,
  STRESS_TEST_FLOOR_PERCENT,
} from "../../../../domain/mortgage/stress-test";
import { Card } from "../../../components/ui/card";
import { useCalculatorFormats } from "../use-calculator-formats";
import { ResultFigures } from "./result-figures";

/** The federal stress test beside the affordability result: the qualifying rate and what it allows. */
export function StressTestCard({ stressTest }: { stressTest: AffordabilityResult["stressTest"] }) {
  const { t, dollars, percent } = useCalculatorFormats();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="stress-test-title">
        <h2 id="stress-test-title" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          {t("calculators.stressTest.title")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {t("calculators.stressTest.explanation", {
            points: STRESS_TEST_BUFFER_POINTS,
            floor: percent(STRESS_TEST_FLOOR_PERCENT),
          })}
        </p>
        <ResultFigures
          className="mt-4 grid-cols-1 sm:grid-cols-3"
          figures={[
            {
              label: t("calculators.stressTest.qualifyingRate"),
              value: percent(stressTest.qualifyingRatePercent),
            },
            { label: t("calculators.stressTest.maxMortgage"), value: dollars(stressTest.maxMortgage) },
            { label: t("calculators.stressTest.maxPrice"), value: dollars(stressTest.maxPrice) },
          ]}
        />
      </section>
    </Card>
  );
}
