/** The federal mortgage stress test: borrowers qualify at a rate above the one in their contract. */

export const STRESS_TEST_FLOOR_PERCENT = 5.25;
export const STRESS_TEST_BUFFER_POINTS = 2;

/** The greater of the contract rate + 2 points and 5.25%. */
export function qualifyingRate(contractRatePercent: number): number {
  const buffered = contractRatePercent + STRESS_TEST_BUFFER_POINTS;
  // Trimmed to 9 decimals so that 3.264 + 2 reads 5.264 rather than 5.263999999999999 wherever it is shown.
  return Math.max(Math.round(buffered * 1e9) / 1e9, STRESS_TEST_FLOOR_PERCENT);
}
