import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AFFORDABILITY_AMORTIZATIONS,
  AFFORDABILITY_DEFAULTS,
  calculateAffordability,
  HOUSING_RATIO,
  loanForPayment,
  TOTAL_DEBT_RATIO,
  type AffordabilityInput,
} from "./affordability";
import { amortizedPayment } from "./payment";

/*
 * Independent figures: Python, decimal.Decimal at 40 digits, loan = payment·(g − 1)/(r·g), g = (1 + r)^n.
 * Spec defaults (income 100,000, down 20,000, 4.84%, 25 years, no other costs):
 *   gross monthly income = 100,000 / 12 = 8,333.333…
 *   housing limit = 0.32 × 8,333.33… = 2,666.666…   total-debt limit = 0.40 × 8,333.33… = 3,333.333…
 *   payment = min = 2,666.666… (housing binds)
 *   r = 0.0484/12 = 0.0040333…, n = 300, g = 3.345333450587564 → loan = 463,521.4125116696; price + 20,000
 *   stress test: max(4.84 + 2, 5.25) = 6.84 → r = 0.0057, g = 5.502183098530584 → loan = 382,808.8692837448
 * With $1,000 of monthly debts: total-debt limit = 3,333.33… − 1,000 = 2,333.333… < 2,666.67 → total-debt binds;
 *   loan = 405,581.2359477109; stressed loan = 334,957.7606232767; GDS = 2,333.33/8,333.33 = 0.28, TDS = 0.40.
 * The sides switch at debts = 0.08 × 8,333.33… = 666.666…: $666 leaves housing binding, $667 gives total-debt.
 * With heating 150, property tax 3,600 a year (300 a month) and condo fees 250: housing costs = 700;
 *   payment = 2,666.666… − 700 = 1,966.666…; loan = 341,847.0417273563; stressed loan = 282,321.5410967618.
 */
function afford(overrides: Partial<AffordabilityInput> = {}) {
  return calculateAffordability({ ...AFFORDABILITY_DEFAULTS, ...overrides });
}

describe("affordability constants", () => {
  it("match spec section 9", () => {
    expect(AFFORDABILITY_DEFAULTS).toMatchObject({
      annualIncome: 100000,
      downPayment: 20000,
      annualRatePercent: 4.84,
      amortizationYears: 25,
    });
    expect(AFFORDABILITY_AMORTIZATIONS).toEqual([1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30]);
    expect(HOUSING_RATIO).toBe(0.32);
    expect(TOTAL_DEBT_RATIO).toBe(0.4);
  });
});

describe("calculateAffordability", () => {
  it("computes the spec defaults", () => {
    const result = afford();
    expect(result.grossMonthlyIncome).toBeCloseTo(8333.33333333, 7);
    expect(result.housingCosts).toBe(0);
    expect(result.housingLimitPayment).toBeCloseTo(2666.666666666667, 9);
    expect(result.totalDebtLimitPayment).toBeCloseTo(3333.333333333333, 9);
    expect(result.maxMonthlyPayment).toBeCloseTo(2666.666666666667, 9);
    expect(result.bindingLimit).toBe("housing");
    expect(result.maxMortgage).toBeCloseTo(463_521.4125116696, 6);
    expect(result.maxPrice).toBeCloseTo(483_521.4125116696, 6);
    expect(result.gdsRatio).toBeCloseTo(0.32, 12);
    expect(result.tdsRatio).toBeCloseTo(0.32, 12);
    expect(result.stressTest.qualifyingRatePercent).toBe(6.84);
    expect(result.stressTest.maxMortgage).toBeCloseTo(382_808.8692837448, 6);
    expect(result.stressTest.maxPrice).toBeCloseTo(402_808.8692837448, 6);
  });

  it("switches the binding limit to total debt as monthly debts grow", () => {
    expect(afford({ monthlyDebts: 666 }).bindingLimit).toBe("housing");
    expect(afford({ monthlyDebts: 667 }).bindingLimit).toBe("total-debt");
    const result = afford({ monthlyDebts: 1000 });
    expect(result.bindingLimit).toBe("total-debt");
    expect(result.maxMonthlyPayment).toBeCloseTo(2333.333333333333, 9);
    expect(result.maxMortgage).toBeCloseTo(405_581.2359477109, 6);
    expect(result.stressTest.maxMortgage).toBeCloseTo(334_957.7606232767, 6);
    expect(result.gdsRatio).toBeCloseTo(0.28, 12);
    expect(result.tdsRatio).toBeCloseTo(0.4, 12);
  });

  it("calls a tie for the housing limit", () => {
    // 0.40 × 9,000 − 720 = 2,880 = 0.32 × 9,000 (incomes chosen so both limits are exact in binary)
    const tie = afford({ annualIncome: 108_000, monthlyDebts: 720 });
    expect(tie.housingLimitPayment).toBe(tie.totalDebtLimitPayment);
    expect(tie.bindingLimit).toBe("housing");
  });

  it("deducts heating, property tax ÷ 12 and condo fees", () => {
    const result = afford({ monthlyHeating: 150, annualPropertyTax: 3600, monthlyCondoFees: 250 });
    expect(result.housingCosts).toBe(700);
    expect(result.maxMonthlyPayment).toBeCloseTo(1966.666666666667, 9);
    expect(result.maxMortgage).toBeCloseTo(341_847.0417273563, 6);
    expect(result.stressTest.maxMortgage).toBeCloseTo(282_321.5410967618, 6);
    expect(result.gdsRatio).toBeCloseTo(0.32, 12);
  });

  it("never lets a limit fall below zero, leaving the down payment as the price", () => {
    const result = afford({ monthlyCondoFees: 3000, monthlyDebts: 5000 });
    expect(result.housingLimitPayment).toBe(0);
    expect(result.totalDebtLimitPayment).toBe(0);
    expect(result.maxMortgage).toBe(0);
    expect(result.maxPrice).toBe(20_000);
    expect(result.stressTest.maxPrice).toBe(20_000);
  });

  it("gives zeros, not NaN, without income", () => {
    const result = afford({ annualIncome: 0, downPayment: 0 });
    expect(result).toMatchObject({
      maxMonthlyPayment: 0,
      maxMortgage: 0,
      maxPrice: 0,
      gdsRatio: 0,
      tdsRatio: 0,
    });
  });

  it("multiplies the payment by the number of payments at a zero rate", () => {
    // 2,666.666… × 300 = 800,000; the stress test still qualifies at the 5.25% floor.
    const result = afford({ annualRatePercent: 0 });
    expect(result.maxMortgage).toBeCloseTo(800_000, 6);
    expect(result.stressTest.qualifyingRatePercent).toBe(5.25);
  });
});

describe("affordability properties", () => {
  it("affords a payment within both limits, and the stress test never affords more", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 0, max: 15_000 }).map((r) => r / 1000),
        fc.constantFrom(...AFFORDABILITY_AMORTIZATIONS),
        (annualIncome, monthlyDebts, annualRatePercent, amortizationYears) => {
          const result = afford({ annualIncome, monthlyDebts, annualRatePercent, amortizationYears });
          const payment = amortizedPayment(result.maxMortgage, annualRatePercent, amortizationYears, 12);
          expect(payment).toBeLessThanOrEqual(result.housingLimitPayment + 1e-6);
          expect(payment).toBeLessThanOrEqual(result.totalDebtLimitPayment + 1e-6);
          expect(result.stressTest.maxMortgage).toBeLessThanOrEqual(result.maxMortgage);
          expect(loanForPayment(payment, annualRatePercent, amortizationYears)).toBeCloseTo(
            result.maxMortgage,
            4,
          );
        },
      ),
    );
  });
});
