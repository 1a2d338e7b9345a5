/** The Canadian minimum down payment (information shown beside a quote, never a blocker). */
import { roundCents } from "./payment";

/** At or above this price no mortgage default insurance is available, so 20% down is required. */
export const INSURED_PRICE_CEILING = 1_500_000;
export const TIER_BREAK = 500_000;
export const FIRST_TIER_RATE = 0.05;
export const SECOND_TIER_RATE = 0.1;
export const UNINSURED_DOWN_PAYMENT_PERCENT = 20;

/** 5% of the first $500,000 and 10% of the part above; 20% of the price at $1,500,000 or more; to the cent. */
export function minimumDownPayment(price: number): number {
  if (price <= 0) return 0;
  if (price >= INSURED_PRICE_CEILING) return roundCents((price * UNINSURED_DOWN_PAYMENT_PERCENT) / 100);
  if (price <= TIER_BREAK) return roundCents(price * FIRST_TIER_RATE);
  return roundCents(TIER_BREAK * FIRST_TIER_RATE + (price - TIER_BREAK) * SECOND_TIER_RATE);
}

/**
 * Whether an amount is at least a whole percentage of a price, compared in whole cents where it is exact:
 * $246,913.40 is 20% of $1,234,567, although 246913.4 / 1234567 in binary floating point falls just short of 0.2.
 */
export function isAtLeastPercentOf(amount: number, percent: number, price: number): boolean {
  return Math.round(amount * 100) * 100 >= Math.round(price * 100) * percent;
}

export interface DownPaymentCheck {
  /** The minimum down payment for the price, in dollars (rounded to the cent). */
  minimum: number;
  meetsMinimum: boolean;
  /**
   * Whether mortgage default insurance can exist for this price at all: true below $1,500,000. It says nothing
   * about whether insurance is needed; see insuranceRequired.
   */
  insurable: boolean;
  /** Insurance is required when the down payment is under 20% of an insurable price. */
  insuranceRequired: boolean;
  /** The down payment as a percentage of the price (20 means 20%); 0 when the price is 0. */
  percent: number;
}

export function checkDownPayment(price: number, downPayment: number): DownPaymentCheck {
  const minimum = minimumDownPayment(price);
  const insurable = price < INSURED_PRICE_CEILING;
  const percent = price > 0 ? (downPayment / price) * 100 : 0;
  return {
    minimum,
    meetsMinimum: roundCents(downPayment) >= minimum,
    insurable,
    insuranceRequired:
      insurable && price > 0 && !isAtLeastPercentOf(downPayment, UNINSURED_DOWN_PAYMENT_PERCENT, price),
    percent,
  };
}

/**
 * The highest price a down payment meets the minimum for, to the cent: the inverse of minimumDownPayment.
 * From $125,000 (the minimum just under $1,500,000) to $300,000 (20% of $1,500,000) the answer stays just
 * under $1,500,000, where the 20% rule starts.
 */
export function maxPriceForDownPayment(downPayment: number): number {
  if (!(downPayment > 0)) return 0;
  const firstTierMinimum = TIER_BREAK * FIRST_TIER_RATE;
  if (downPayment <= firstTierMinimum) return roundDownCents(downPayment / FIRST_TIER_RATE);
  const underCeiling = roundDownCents(TIER_BREAK + (downPayment - firstTierMinimum) / SECOND_TIER_RATE);
  const uninsuredMinimum = (INSURED_PRICE_CEILING * UNINSURED_DOWN_PAYMENT_PERCENT) / 100;
  if (downPayment >= uninsuredMinimum) {
    return roundDownCents((downPayment * 100) / UNINSURED_DOWN_PAYMENT_PERCENT);
  }
  return Math.min(underCeiling, INSURED_PRICE_CEILING - 0.01);
}

function roundDownCents(value: number): number {
  return Math.floor(Math.round(value * 1e6) / 1e4) / 100;
}
