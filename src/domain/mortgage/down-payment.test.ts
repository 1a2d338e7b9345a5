import { describe, expect, it } from "vitest";
import {
  checkDownPayment,
  isAtLeastPercentOf,
  maxPriceForDownPayment,
  minimumDownPayment,
} from "./down-payment";

/*
 * Minimum = 5% of the first $500,000 + 10% of the part above; 20% of the whole price from $1,500,000:
 *   $400,000    → 0.05 × 400,000                              =  20,000
 *   $500,000    → 0.05 × 500,000                              =  25,000
 *   $750,000    → 25,000 + 0.10 × 250,000                     =  50,000
 *   $1,499,999  → 25,000 + 0.10 × 999,999 = 25,000 + 99,999.90 = 124,999.90
 *   $1,500,000  → 0.20 × 1,500,000                            = 300,000
 */
describe("minimumDownPayment", () => {
  it.each([
    [400_000, 20_000],
    [500_000, 25_000],
    [750_000, 50_000],
    [1_499_999, 124_999.9],
    [1_500_000, 300_000],
    [2_000_000, 400_000],
    [0, 0],
  ])("is %d → %d", (price, minimum) => {
    expect(minimumDownPayment(price)).toBe(minimum);
  });

  it("rounds to the cent", () => {
    // 0.05 × 333,333.33 = 16,666.6665 → 16,666.67
    expect(minimumDownPayment(333_333.33)).toBe(16_666.67);
  });
});

describe("checkDownPayment", () => {
  it("flags a down payment under the minimum without blocking anything", () => {
    expect(checkDownPayment(750_000, 49_999.99)).toEqual({
      minimum: 50_000,
      meetsMinimum: false,
      insurable: true,
      insuranceRequired: true,
      percent: (49_999.99 / 750_000) * 100,
    });
    expect(checkDownPayment(750_000, 50_000).meetsMinimum).toBe(true);
  });

  it("accepts exactly the minimum even where it is not a round number", () => {
    expect(checkDownPayment(1_499_999, 124_999.9).meetsMinimum).toBe(true);
    expect(checkDownPayment(1_499_999, 124_999.89).meetsMinimum).toBe(false);
  });

  it("has insurance available only under $1,500,000, and required only under 20% down", () => {
    expect(checkDownPayment(1_499_999, 200_000)).toMatchObject({ insurable: true, insuranceRequired: true });
    expect(checkDownPayment(1_499_999, 299_999.8)).toMatchObject({
      insurable: true,
      insuranceRequired: false,
    });
    expect(checkDownPayment(1_500_000, 300_000)).toMatchObject({
      insurable: false,
      insuranceRequired: false,
    });
    expect(checkDownPayment(1_500_000, 299_999.99)).toMatchObject({
      insurable: false,
      insuranceRequired: false,
      meetsMinimum: false,
    });
  });

  it("reports the share as a percentage and copes with a zero price", () => {
    expect(checkDownPayment(500_000, 100_000).percent).toBe(20);
    expect(checkDownPayment(0, 0)).toEqual({
      minimum: 0,
      meetsMinimum: true,
      insurable: true,
      insuranceRequired: false,
      percent: 0,
    });
  });
});

describe("isAtLeastPercentOf", () => {
  it("is exact on the boundary where floating-point division is not", () => {
    expect(246_913.4 / 1_234_567 >= 0.2).toBe(false);
    expect(isAtLeastPercentOf(246_913.4, 20, 1_234_567)).toBe(true);
    expect(isAtLeastPercentOf(246_913.39, 20, 1_234_567)).toBe(false);
  });
});

describe("maxPriceForDownPayment", () => {
  it("inverts the tiers: 5% to $500,000, then 10% of the part above", () => {
    expect(maxPriceForDownPayment(20_000)).toBe(400_000);
    expect(maxPriceForDownPayment(25_000)).toBe(500_000);
    expect(maxPriceForDownPayment(35_000)).toBe(600_000);
    expect(maxPriceForDownPayment(100_000)).toBe(1_250_000);
  });

  it("stops just under $1,500,000 until the down payment reaches 20% of it", () => {
    expect(maxPriceForDownPayment(124_999.9)).toBe(1_499_999);
    expect(maxPriceForDownPayment(200_000)).toBe(1_499_999.99);
    expect(maxPriceForDownPayment(300_000)).toBe(1_500_000);
    expect(maxPriceForDownPayment(400_000)).toBe(2_000_000);
  });

  it("gives 0 for no down payment, and a price whose minimum the down payment meets", () => {
    expect(maxPriceForDownPayment(0)).toBe(0);
    for (const down of [1, 999.99, 24_176, 60_000, 125_000, 299_999.99, 512_345.67]) {
      const price = maxPriceForDownPayment(down);
      expect(checkDownPayment(price, down).meetsMinimum).toBe(true);
      expect(checkDownPayment(price + 1, down).meetsMinimum).toBe(false);
    }
  });
});
