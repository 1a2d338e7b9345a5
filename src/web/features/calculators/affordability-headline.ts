import type { AffordabilityInput, AffordabilityResult } from "../../../domain/mortgage/affordability";
import { checkDownPayment, maxPriceForDownPayment } from "../../../domain/mortgage/down-payment";
import type { AffordabilityHeadline } from "./announcements";

/** One of the two headline prices, with what the down payment says about it (docs/decisions/0021). */
export interface HeadlinePrice {
  kind: "stress-test" | "contract";
  ratePercent: number;
  price: number;
  /** Set when the down payment is under the legal minimum for this price. */
  shortfall?: { minimum: number; coveredPrice: number };
}

function headlinePrice(
  kind: HeadlinePrice["kind"],
  ratePercent: number,
  price: number,
  downPayment: number,
): HeadlinePrice {
  const check = checkDownPayment(price, downPayment);
  if (price <= 0 || check.meetsMinimum) return { kind, ratePercent, price };
  return {
    kind,
    ratePercent,
    price,
    shortfall: { minimum: check.minimum, coveredPrice: maxPriceForDownPayment(downPayment) },
  };
}

/** The stress-test price first, as lenders qualify buyers at it, then the price at the contract rate. */
export function affordabilityHeadlines(
  input: AffordabilityInput,
  result: AffordabilityResult,
): HeadlinePrice[] {
  return [
    headlinePrice(
      "stress-test",
      result.stressTest.qualifyingRatePercent,
      result.stressTest.maxPrice,
      input.downPayment,
    ),
    headlinePrice("contract", input.annualRatePercent, result.maxPrice, input.downPayment),
  ];
}

export function headlineSummary(
  input: AffordabilityInput,
  result: AffordabilityResult,
): AffordabilityHeadline {
  return {
    stressTestPrice: result.stressTest.maxPrice,
    qualifyingRatePercent: result.stressTest.qualifyingRatePercent,
    contractPrice: result.maxPrice,
    contractRatePercent: input.annualRatePercent,
  };
}
