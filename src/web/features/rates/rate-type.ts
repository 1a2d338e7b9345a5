import { RATE_TYPES, type RateType } from "../../../domain/constants";
import { rateMessages } from "../../../domain/messages";

export const RATE_TYPE_LABELS: Record<RateType, string> = { fixed: "Fixed", variable: "Variable" };

export const DEFAULT_RATE_TYPE: RateType = "fixed";

export function isRateType(value: string): value is RateType {
  return (RATE_TYPES as readonly string[]).includes(value);
}

/** 'No fixed rates available' / 'No variable rates available' (spec section 8). */
export function noRatesMessage(rateType: RateType): string {
  return rateType === "fixed" ? rateMessages.noFixedRates : rateMessages.noVariableRates;
}
