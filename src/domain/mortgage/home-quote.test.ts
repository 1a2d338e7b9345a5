import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  calculateHomeQuote,
  DOWN_PAYMENT_HELP_TEXT,
  HOME_QUOTE_AMORTIZATIONS,
  HOME_QUOTE_DEFAULTS,
  HOME_QUOTE_FREQUENCIES,
  HOME_QUOTE_LOCATIONS,
  insurancePremiumRate,
  type HomeQuoteInput,
} from "./home-quote";

/*
 * Tier boundaries on a $500,000 home, rate 3.94% over 25 years. Premium = (price − down) × tier rate; total =
 * base + premium. Payments computed in Python with decimal.Decimal (40 digits): r = 0.0394/12 (monthly) or
 * 0.0394/26 (bi-weekly), n = 300 or 650, payment = T·r·(1+r)^n / ((1+r)^n − 1).
 *
 *   down          share      rate   base           premium        total           monthly             bi-weekly
 *   24,999.99     4.99999%   0      475,000.01     0              475,000.01      2,491.515433644554  1,149.334370891496
 *   25,000        5%         4.0%   475,000        19,000         494,000         2,591.175996439263  1,195.307720562783
 *   49,999.99     9.99999%   4.0%   450,000.01     18,000.0004    468,000.0104    2,454.798366967217  1,132.396813065957
 *   50,000        10%        3.1%   450,000        13,950         463,950         2,433.554865481773  1,122.597200313974
 *   74,999.99     14.99999%  3.1%   425,000.01     13,175.00031   438,175.01031   2,298.357427034005  1,060.230714132024
 *   75,000        15%        2.8%   425,000        11,900         436,900         2,291.669621142336  1,057.145633833765
 *   99,999.99     19.99999%  2.8%   400,000.01     11,200.00028   411,200.01028   2,156.865579702660    994.960621423441
 *   100,000       20%        0      400,000        0              400,000         2,098.118215740294    967.860502479986
 */
const PRICE = 500_000;
const tiers = [
  [24_999.99, 0, 0, 475_000.01, 2491.515433644554, 1149.334370891496],
  [25_000, 0.04, 19_000, 494_000, 2591.175996439263, 1195.307720562783],
  [49_999.99, 0.04, 18_000.0004, 468_000.0104, 2454.798366967217, 1132.396813065957],
  [50_000, 0.031, 13_950, 463_950, 2433.554865481773, 1122.597200313974],
  [74_999.99, 0.031, 13_175.00031, 438_175.01031, 2298.357427034005, 1060.230714132024],
  [75_000, 0.028, 11_900, 436_900, 2291.669621142336, 1057.145633833765],
  [99_999.99, 0.028, 11_200.00028, 411_200.01028, 2156.86557970266, 994.960621423441],
  [100_000, 0, 0, 400_000, 2098.118215740294, 967.860502479986],
] as const;

function quote(overrides: Partial<HomeQuoteInput>) {
  return calculateHomeQuote({
    price: PRICE,
    downPayment: 100_000,
    annualRatePercent: HOME_QUOTE_DEFAULTS.annualRatePercent,
    amortizationYears: HOME_QUOTE_DEFAULTS.amortizationYears,
    paymentFrequency: HOME_QUOTE_DEFAULTS.paymentFrequency,
    ...overrides,
  });
}

describe("home quote constants", () => {
  it("matches spec section 9", () => {
    expect(HOME_QUOTE_LOCATIONS).toEqual([
      "Ontario",
      "Quebec",
      "British Columbia",
      "Alberta",
      "Manitoba",
      "Saskatchewan",
    ]);
    expect(HOME_QUOTE_AMORTIZATIONS).toEqual([15, 20, 25, 30]);
    expect(HOME_QUOTE_FREQUENCIES).toEqual(["monthly", "bi-weekly"]);
    expect(HOME_QUOTE_DEFAULTS).toEqual({
      location: "Ontario",
      amortizationYears: 25,
      annualRatePercent: 3.94,
      paymentFrequency: "monthly",
    });
  });

  it("states today's minimum down payment rule, with 20% from $1,500,000", () => {
    expect(DOWN_PAYMENT_HELP_TEXT).toBe(
      "Minimum down payment: 5% of the first $500,000, 10% of the part above, and 20% of the whole price at $1,500,000 or more.",
    );
  });
});

describe("insurancePremiumRate", () => {
  it.each(tiers)("charges the right tier at %d down on $500,000", (down, rate) => {
    expect(insurancePremiumRate(PRICE, down)).toBe(rate);
  });

  it("lands exactly on the boundary for other prices too", () => {
    expect(insurancePremiumRate(1_234_567, 246_913.4)).toBe(0);
    expect(insurancePremiumRate(333_333, 49_999.95)).toBe(0.028);
    expect(insurancePremiumRate(333_333, 33_333.3)).toBe(0.031);
    expect(insurancePremiumRate(333_333, 16_666.65)).toBe(0.04);
  });

  it("charges nothing without a price or at 100% down", () => {
    expect(insurancePremiumRate(0, 0)).toBe(0);
    expect(insurancePremiumRate(PRICE, PRICE)).toBe(0);
  });
});

describe("calculateHomeQuote", () => {
  it.each(tiers)(
    "at %d down on $500,000 adds the premium to the loan and amortizes it",
    (down, _rate, premium, total, monthly, biWeekly) => {
      const monthlyQuote = quote({ downPayment: down });
      expect(monthlyQuote.cmhcInsurance).toBeCloseTo(premium, 6);
      expect(monthlyQuote.totalMortgage).toBeCloseTo(total, 6);
      expect(monthlyQuote.monthlyPayment).toBeCloseTo(monthly, 6);
      expect(quote({ downPayment: down, paymentFrequency: "bi-weekly" }).monthlyPayment).toBeCloseTo(
        biWeekly,
        6,
      );
    },
  );

  it("gives all zeros when the price or the down payment is zero", () => {
    const zeros = { cmhcInsurance: 0, totalMortgage: 0, monthlyPayment: 0 };
    expect(quote({ price: 0 })).toEqual(zeros);
    expect(quote({ downPayment: 0 })).toEqual(zeros);
    expect(quote({ price: 0, downPayment: 0 })).toEqual(zeros);
  });

  it("amortizes without interest at a zero rate", () => {
    // 400,000 / (25 × 12) = 1,333.333…
    expect(quote({ annualRatePercent: 0 }).monthlyPayment).toBeCloseTo(1333.333333333333, 9);
  });

  it("starts charging the premium at exactly 5% down, so the loan jumps there (the one upward step)", () => {
    expect(quote({ downPayment: 24_999.99 }).totalMortgage).toBeLessThan(
      quote({ downPayment: 25_000 }).totalMortgage,
    );
  });
});

describe("home quote properties", () => {
  const price = fc.integer({ min: 1, max: 10_000_000 });
  const downShares = fc.tuple(
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.double({ min: 0, max: 1, noNaN: true }),
  );

  it("never raises the loan before premium when the down payment grows", () => {
    fc.assert(
      fc.property(price, downShares, (p, [a, b]) => {
        const [smaller, larger] = a <= b ? [a * p, b * p] : [b * p, a * p];
        expect(p - larger).toBeLessThanOrEqual(p - smaller);
      }),
    );
  });

  /*
   * totalMortgage = (price − down) × (1 + tier rate). Tier rates only fall as the down payment grows from 5%
   * up (4.0% → 3.1% → 2.8% → 0), so from 5% down onwards a larger down payment never raises the loan. Below 5%
   * the spec charges no premium, which makes the loan jump up at exactly 5% (tested above); under 5% alone,
   * it is monotone again.
   */
  /** Two down payments in whole cents from minPercent (inclusive) to maxPercent of a whole-dollar price. */
  function downPaymentPair(minPercent: number, maxPercent: number, maxExcluded = false) {
    // p dollars × k% = p·k cents, an integer.
    return price.chain((p) => {
      const cents = fc.integer({ min: p * minPercent, max: p * maxPercent - (maxExcluded ? 1 : 0) });
      return fc.tuple(fc.constant(p), cents, cents).map(([pr, a, b]) => ({
        price: pr,
        smaller: Math.min(a, b) / 100,
        larger: Math.max(a, b) / 100,
      }));
    });
  }

  it("never raises totalMortgage or the payment when the down payment grows from 5% of the price up", () => {
    fc.assert(
      fc.property(downPaymentPair(5, 100), fc.constantFrom(...HOME_QUOTE_FREQUENCIES), (pair, f) => {
        const less = quote({ price: pair.price, downPayment: pair.smaller, paymentFrequency: f });
        const more = quote({ price: pair.price, downPayment: pair.larger, paymentFrequency: f });
        expect(more.totalMortgage).toBeLessThanOrEqual(less.totalMortgage);
        expect(more.monthlyPayment).toBeLessThanOrEqual(less.monthlyPayment);
      }),
    );
  });

  it("never raises totalMortgage when a non-zero down payment grows below 5% of the price", () => {
    fc.assert(
      fc.property(downPaymentPair(0, 5, true), (pair) => {
        // A zero down payment is the spec's "all zeros" case, not a loan.
        fc.pre(pair.smaller > 0);
        const less = quote({ price: pair.price, downPayment: pair.smaller });
        const more = quote({ price: pair.price, downPayment: pair.larger });
        expect(more.totalMortgage).toBeLessThanOrEqual(less.totalMortgage);
      }),
    );
  });
});
