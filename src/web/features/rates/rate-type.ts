import { RATE_TYPES, type RateType } from "../../../domain/constants";
import type { MessageId } from "../../../i18n/catalogs";

export const DEFAULT_RATE_TYPE: RateType = "fixed";

export function isRateType(value: string): value is RateType {
  return (RATE_TYPES as readonly string[]).includes(value);
}

/** 'No fixed rates available' / 'No variable rates available' (spec section 8). */
export function noRatesMessage(rateType: RateType): MessageId {
  return rateType === "fixed" ? "rates.noFixedRates" : "rates.noVariableRates";
}
