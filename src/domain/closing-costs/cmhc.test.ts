import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROVINCES } from "../constants";
import { type MortgageInsuranceInput, premiumTierBasisPoints, quoteMortgageInsurance } from "./cmhc";

function quote(overrides: Partial<MortgageInsuranceInput>) {
  return quoteMortgageInsurance({
    province: "ON",
    price: 500_000,
    downPayment: 25_000,
    amortizationYears: 25,
    firstTimeBuyer: false,
    newBuild: false,
    ...overrides,
  });
}

/*
 * Every tier boundary on a $500,000 home in Ontario over 25 years (minimum down payment 5% = $25,000).
 * Premium = loan × tier rate, rounded half up to the cent; Ontario's 8% tax on it is paid at closing.
 *   down         loan          LTV          rate    premium                        tax (8%)
 *   24,999.99    475,000.01    95.000002%   —       under the minimum: none        0
 *   25,000       475,000       95%          4.00%   19,000                         1,520
 *   49,999.99    450,000.01    90.000002%   4.00%   18,000.0004  → 18,000.00       1,440
 *   50,000       450,000       90%          3.10%   13,950                         1,116
 *   74,999.99    425,000.01    85.000002%   3.10%   13,175.00031 → 13,175.00       1,054
 *   75,000       425,000       85%          2.80%   11,900                         952
 *   99,999.99    400,000.01    80.000002%   2.80%   11,200.00028 → 11,200.00       896
 *   100,000      400,000       80%          —       20% down: not required         0
 */
const tiers = [
  [24_999.99, "down-payment-too-low", 0, 0, 0],
  [25_000, "required", 4, 19_000, 1_520],
  [49_999.99, "required", 4, 18_000, 1_440],
  [50_000, "required", 3.1, 13_950, 1_116],
  [74_999.99, "required", 3.1, 13_175, 1_054],
  [75_000, "required", 2.8, 11_900, 952],
  [99_999.99, "required", 2.8, 11_200, 896],
  [100_000, "not-required", 0, 0, 0],
] as const;

describe("quoteMortgageInsurance", () => {
  it.each(tiers)("at %d down on $500,000 is %s at %d%%", (down, status, rate, premium, tax) => {
    const result = quote({ downPayment: down });
    expect(result).toMatchObject({ status, premiumRatePercent: rate, premium, salesTax: tax });
    expect(result.loan).toBe(500_000 - down);
    expect(result.totalLoan).toBe(result.loan + premium);
  });

  it("rounds the premium half up to the cent", () => {
    // $480,000 − $79,998.75 = $400,001.25 (83.33% LTV) × 2.80% = $11,200.035 → $11,200.04.
    expect(quote({ price: 480_000, downPayment: 79_998.75 })).toMatchObject({
      premium: 11_200.04,
      totalLoan: 411_201.29,
    });
  });

  it("finds the 20% boundary exactly where floating-point division does not", () => {
    // 20% of $1,234,567 = $246,913.40. A cent less: loan $987,653.61 × 2.80% = $27,654.30108 → $27,654.30.
    expect(quote({ price: 1_234_567, downPayment: 246_913.4 }).status).toBe("not-required");
    expect(quote({ price: 1_234_567, downPayment: 246_913.39 })).toMatchObject({
      status: "required",
      premium: 27_654.3,
    });
  });

  it("adds 0.20 point over 25 years, which only first-time buyers and new builds may take", () => {
    // $475,000 × (4.00% + 0.20%) = $19,950; Ontario tax 8% = $1,596.
    const extended = { premium: 19_950, premiumRatePercent: 4.2, surchargeRatePercent: 0.2, salesTax: 1_596 };
    expect(quote({ amortizationYears: 30, firstTimeBuyer: true })).toMatchObject(extended);
    expect(quote({ amortizationYears: 30, newBuild: true })).toMatchObject(extended);
    expect(quote({ amortizationYears: 26, firstTimeBuyer: true })).toMatchObject(extended);
    expect(quote({ amortizationYears: 25, firstTimeBuyer: true })).toMatchObject({
      premium: 19_000,
      surchargeRatePercent: 0,
    });
    expect(quote({ amortizationYears: 30 })).toMatchObject({ status: "amortization-too-long", premium: 0 });
    // With 20% down no insurance is needed, so any amortization is the lender's affair.
    expect(quote({ amortizationYears: 30, downPayment: 100_000 }).status).toBe("not-required");
  });

  /*
   * Tax on a $19,000 premium: Ontario 8% → $1,520; Québec 9% → $1,710; Saskatchewan 6% → $1,140.
   * With the surcharge, $19,950: Ontario 8% → $1,596; Québec 9% → $1,795.50; Saskatchewan 6% → $1,197.
   */
  it.each([
    ["ON", 8, 1_520, 1_596],
    ["QC", 9, 1_710, 1_795.5],
    ["SK", 6, 1_140, 1_197],
  ] as const)("taxes the premium in %s at %d%%", (province, rate, tax, extendedTax) => {
    expect(quote({ province })).toMatchObject({
      salesTaxRatePercent: rate,
      salesTax: tax,
      totalLoan: 494_000,
    });
    expect(quote({ province, amortizationYears: 30, firstTimeBuyer: true }).salesTax).toBe(extendedTax);
  });

  it("does not tax the premium in the other provinces and territories", () => {
    const untaxed = PROVINCES.map((p) => p.code).filter((code) => !["ON", "QC", "SK"].includes(code));
    expect(untaxed).toHaveLength(10);
    for (const province of untaxed) {
      expect(quote({ province })).toMatchObject({ premium: 19_000, salesTax: 0, salesTaxRatePercent: 0 });
    }
  });

  it("offers no insurance from $1,500,000 and applies the minimum just under it", () => {
    // Minimum on $1,499,999 = 5% × 500,000 + 10% × 999,999 = $124,999.90; loan $1,374,999.10 (91.67%)
    // × 4.00% = $54,999.964 → $54,999.96; Ontario tax 8% = $4,399.9968 → $4,400.00.
    expect(quote({ price: 1_499_999, downPayment: 124_999.9 })).toMatchObject({
      status: "required",
      minimumDownPayment: 124_999.9,
      premium: 54_999.96,
      salesTax: 4_400,
    });
    expect(quote({ price: 1_499_999, downPayment: 124_999.89 }).status).toBe("down-payment-too-low");
    expect(quote({ price: 1_500_000, downPayment: 299_999.99 })).toMatchObject({
      status: "price-too-high",
      minimumDownPayment: 300_000,
      premium: 0,
      salesTax: 0,
    });
    expect(quote({ price: 1_500_000, downPayment: 300_000 }).status).toBe("not-required");
  });

  it("uses 10% above $500,000 for the minimum", () => {
    // $750,000: 25,000 + 10% × 250,000 = $50,000; loan $700,000 (93.33%) × 4.00% = $28,000.
    expect(quote({ price: 750_000, downPayment: 49_999.99 }).status).toBe("down-payment-too-low");
    expect(quote({ price: 750_000, downPayment: 50_000 })).toMatchObject({
      status: "required",
      premium: 28_000,
    });
  });

  it("gives nothing to insure without a price", () => {
    expect(quote({ price: 0, downPayment: 0 })).toMatchObject({
      status: "not-required",
      loan: 0,
      premium: 0,
    });
  });
});

describe("premiumTierBasisPoints", () => {
  it("has no tier under 5% or from 20% down", () => {
    expect(premiumTierBasisPoints(500_000, 24_999.99)).toBeUndefined();
    expect(premiumTierBasisPoints(500_000, 25_000)).toBe(400);
    expect(premiumTierBasisPoints(500_000, 100_000)).toBeUndefined();
    expect(premiumTierBasisPoints(0, 0)).toBeUndefined();
  });
});

describe("mortgage insurance properties", () => {
  const inputs = fc.record({
    province: fc.constantFrom(...PROVINCES.map((p) => p.code)),
    priceCents: fc.integer({ min: 1, max: 300_000_000 }),
    share: fc.double({ min: 0, max: 1, noNaN: true }),
    amortizationYears: fc.integer({ min: 1, max: 30 }),
    firstTimeBuyer: fc.boolean(),
    newBuild: fc.boolean(),
  });

  type Generated = Omit<MortgageInsuranceInput, "price" | "downPayment"> & {
    priceCents: number;
    share: number;
  };

  function toInput({ priceCents, share, ...rest }: Generated): MortgageInsuranceInput {
    return { ...rest, price: priceCents / 100, downPayment: Math.floor(priceCents * share) / 100 };
  }

  it("never charges a negative premium or tax, and adds the premium to the loan to the cent", () => {
    fc.assert(
      fc.property(inputs, (generated) => {
        const result = quoteMortgageInsurance(toInput(generated));
        expect(result.premium).toBeGreaterThanOrEqual(0);
        expect(result.salesTax).toBeGreaterThanOrEqual(0);
        expect(Math.round(result.totalLoan * 100)).toBe(
          Math.round(result.loan * 100) + Math.round(result.premium * 100),
        );
      }),
    );
  });

  it("charges nothing at 20% down or more", () => {
    fc.assert(
      fc.property(inputs, (generated) => {
        const input = toInput({ ...generated, share: 0.2 + generated.share * 0.8 });
        fc.pre(input.downPayment * 5 >= input.price);
        const result = quoteMortgageInsurance(input);
        expect(result).toMatchObject({ status: "not-required", premium: 0, salesTax: 0 });
      }),
    );
  });
});
