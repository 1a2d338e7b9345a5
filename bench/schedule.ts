// `npm run bench:schedule`: time to build a 30-year weekly amortization schedule with extra payments
// (1,560 rows plus the no-extras baseline). Prints measured numbers; it asserts nothing (timings are noisy
// on shared machines). BENCH_RUNS overrides the number of timed runs.
import { amortizationSchedule, type ScheduleInput } from "../src/domain/mortgage/schedule";

const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const WARM_UP_RUNS = 200;

const input: ScheduleInput = {
  principal: 750_000,
  annualRatePercent: 4.89,
  amortizationYears: 30,
  frequency: "weekly",
  extraPerPayment: 50,
  annualLumpSum: 5000,
};

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

// Kept in a variable read after the loop, so the engine cannot drop the work as unused.
let rows = 0;
for (let run = 0; run < WARM_UP_RUNS; run++) rows += amortizationSchedule(input).periods.length;

const samples: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const schedule = amortizationSchedule(input);
  samples.push(performance.now() - started);
  rows += schedule.periods.length;
}
samples.sort((a, b) => a - b);

const sample = amortizationSchedule(input);
const format = (ms: number) => `${ms.toFixed(3)} ms`;
console.log(
  `amortizationSchedule: $750,000 at 4.89%, 30 years weekly, $50 extra per payment, $5,000 lump sum each year`,
);
console.log(
  `  ${sample.payoffPeriods} rows (of 1,560 without extras), interest saved $${sample.interestSaved.toFixed(2)}`,
);
console.log(`  ${RUNS} runs after ${WARM_UP_RUNS} warm-up runs (${rows} rows built in all)`);
console.log(`  median ${format(percentile(samples, 0.5))}, p95 ${format(percentile(samples, 0.95))}`);
console.log(`  min ${format(samples[0] ?? Number.NaN)}, max ${format(samples.at(-1) ?? Number.NaN)}`);
