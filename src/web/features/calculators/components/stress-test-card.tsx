import { ShieldCheck } from "lucide-react";
import type { AffordabilityResult } from "../../../../domain/mortgage/affordability";
import {
  STRESS_TEST_BUFFER_POINTS,
  STRESS_TEST_FLOOR_PERCENT,
} from "../../../../domain/mortgage/stress-test";
import { Card } from "../../../components/ui/card";
import { formatDollars, formatPercent } from "../format";
import { ResultFigures } from "./result-figures";

/** The federal stress test beside the affordability result: the qualifying rate and what it allows. */
export function StressTestCard({ stressTest }: { stressTest: AffordabilityResult["stressTest"] }) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="stress-test-title">
        <h2 id="stress-test-title" className="flex items-center gap-2 text-lg font-semibold">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          Stress test
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          To qualify, lenders check that you could still make the payment at the greater of your rate plus{" "}
          {STRESS_TEST_BUFFER_POINTS} points and {formatPercent(STRESS_TEST_FLOOR_PERCENT)}.
        </p>
        <ResultFigures
          className="mt-4 grid-cols-1 sm:grid-cols-3"
          figures={[
            { label: "Qualifying rate", value: formatPercent(stressTest.qualifyingRatePercent) },
            { label: "Maximum mortgage at that rate", value: formatDollars(stressTest.maxMortgage) },
            { label: "Maximum price at that rate", value: formatDollars(stressTest.maxPrice) },
          ]}
        />
      </section>
    </Card>
  );
}
