import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FREQUENCY_INFO, PAYMENT_FREQUENCIES } from "./frequency";
import {
  amortizedPayment,
  isPaymentComputable,
  loanForPayment,
  paymentForFrequency,
  periodicRate,
  roundCents,
} from "./payment";

/*
 * Expected values were computed independently of this code, in Python with decimal.Decimal at 40 significant
 * digits (a one-off script during development), by the textbook formula rather than this module's expm1/log1p:
 *   r = annual / 100 / ppy, n = years × ppy, g = (1 + r)^n, payment = P·r·g / (g − 1).
 *
 * $400,000 at 5%, 25 years, per-period compounding:
 *   monthly       r = 0.05/12 = 0.00416666…  n = 300   g = 3.481290452031…  payment = 2,338.360166031916
 *   semi-monthly  r = 0.05/24 = 0.00208333…  n = 600   g = 3.485807491652…  payment = 1,168.569805237073
 *   bi-weekly     r = 0.05/26 = 0.00192307…  n = 650   g = 3.486155717985…  payment = 1,078.636476872593
 *   weekly        r = 0.05/52 = 0.00096153…  n = 1300  g = 3.488247368554…  payment =   539.188193362638
 *   rapid bi-weekly = 2,338.360166031916 / 2 = 1,169.180083015958
 *   rapid weekly    = 2,338.360166031916 / 4 =   584.590041507979
 * Semi-annual compounding, 5%, monthly: r = 1.025^(2/12) − 1 = 0.004123915465144271, g = 3.437108719704,
 *   payment = 2,326.419940148072. Weekly: r = 1.025^(2/52) − 1 = 0.000950166991777786, payment = 536.016670279884.
 * Zero rate: $300,000 over 25 years → monthly 300,000 / 300 = 1,000; bi-weekly 300,000 / 650 = 461.538461538462.
 */

describe("periodicRate", () => {
  it("divides the annual rate by the payments per year by default", () => {
    expect(periodicRate(5, 12)).toBeCloseTo(0.004166666666666667, 15);
    expect(periodicRate(5, 52, "per-period")).toBeCloseTo(0.0009615384615384615, 15);
  });

  it("compounds semi-annually on request: 5% monthly is 0.0041239…, below 5%/12", () => {
    expect(periodicRate(5, 12, "semi-annual")).toBeCloseTo(0.004123915465144271, 15);
    expect(periodicRate(5, 52, "semi-annual")).toBeCloseTo(0.000950166991777786, 15);
    expect(periodicRate(5, 12, "semi-annual")).toBeLessThan(periodicRate(5, 12));
  });

  it("is 0 at a zero rate or without payments", () => {
    expect(periodicRate(0, 12)).toBe(0);
    expect(periodicRate(0, 12, "semi-annual")).toBe(0);
    expect(periodicRate(5, 0)).toBe(0);
  });
});

describe("amortizedPayment", () => {
  it("gives 2,338.36 a month for $400,000 at 5% over 25 years", () => {
    expect(amortizedPayment(400_000, 5, 25, 12)).toBeCloseTo(2338.360166031916, 8);
    expect(roundCents(amortizedPayment(400_000, 5, 25, 12))).toBe(2338.36);
  });

  it("is lower with semi-annual compounding for the same quoted rate", () => {
    expect(amortizedPayment(400_000, 5, 25, 12, "semi-annual")).toBeCloseTo(2326.419940148072, 8);
    expect(amortizedPayment(400_000, 5, 25, 52, "semi-annual")).toBeCloseTo(536.016670279884, 8);
  });

  it("splits the principal evenly at a zero rate", () => {
    expect(amortizedPayment(300_000, 0, 25, 12)).toBe(1000);
    expect(amortizedPayment(300_000, 0, 25, 26)).toBeCloseTo(461.538461538462, 9);
    expect(amortizedPayment(300_000, 0, 25, 12, "semi-annual")).toBe(1000);
  });

  it("is 0, never NaN or Infinity, with nothing to repay or no time to repay it", () => {
    expect(amortizedPayment(0, 5, 25, 12)).toBe(0);
    expect(amortizedPayment(0, 0, 25, 12)).toBe(0);
    expect(amortizedPayment(400_000, 5, 0, 12)).toBe(0);
    expect(amortizedPayment(400_000, 0, 0, 12)).toBe(0);
    expect(amortizedPayment(400_000, 5, 25, 0)).toBe(0);
  });

  it("stays accurate for a tiny rate, where 1 − (1 + r)^−n would cancel", () => {
    // r = 1e-9/12 = 8.3333e-11; to first order payment = P/n · (1 + (n + 1)·r/2)
    //   = 1,000 · (1 + 301 · 8.3333e-11 / 2) = 1,000 · (1 + 1.25417e-8) = 1,000.0000125417 (the r² term is ~1e-15)
    expect(amortizedPayment(300_000, 1e-7, 25, 12)).toBeCloseTo(1000.0000125417, 9);
  });
});

describe("paymentForFrequency", () => {
  const expected = {
    monthly: 2338.360166031916,
    "semi-monthly": 1168.569805237073,
    "bi-weekly": 1078.636476872593,
    "rapid-bi-weekly": 1169.180083015958,
    weekly: 539.188193362638,
    "rapid-weekly": 584.590041507979,
  } as const;

  it.each(PAYMENT_FREQUENCIES)("computes the %s payment of $400,000 at 5% over 25 years", (frequency) => {
    expect(paymentForFrequency(400_000, 5, 25, frequency)).toBeCloseTo(expected[frequency], 8);
  });

  it("makes rapid bi-weekly half and rapid weekly a quarter of the monthly payment", () => {
    const monthly = paymentForFrequency(400_000, 5, 25, "monthly");
    expect(paymentForFrequency(400_000, 5, 25, "rapid-bi-weekly")).toBe(monthly / 2);
    expect(paymentForFrequency(400_000, 5, 25, "rapid-weekly")).toBe(monthly / 4);
    const semiAnnualMonthly = paymentForFrequency(400_000, 5, 25, "monthly", "semi-annual");
    expect(paymentForFrequency(400_000, 5, 25, "rapid-weekly", "semi-annual")).toBe(semiAnnualMonthly / 4);
  });

  it("pays more per year with rapid options than with their plain counterparts", () => {
    const yearly = (frequency: (typeof PAYMENT_FREQUENCIES)[number]) =>
      paymentForFrequency(400_000, 5, 25, frequency) * FREQUENCY_INFO[frequency].paymentsPerYear;
    expect(yearly("rapid-bi-weekly")).toBeGreaterThan(yearly("bi-weekly"));
    expect(yearly("rapid-weekly")).toBeGreaterThan(yearly("weekly"));
  });

  it("splits the principal evenly at a zero rate for every frequency", () => {
    expect(paymentForFrequency(300_000, 0, 25, "bi-weekly")).toBeCloseTo(461.538461538462, 9);
    expect(paymentForFrequency(300_000, 0, 25, "weekly")).toBeCloseTo(300_000 / 1300, 9);
    expect(paymentForFrequency(300_000, 0, 25, "rapid-bi-weekly")).toBe(500);
    expect(paymentForFrequency(300_000, 0, 25, "rapid-weekly")).toBe(250);
  });
});

describe("loanForPayment", () => {
  it("inverts amortizedPayment", () => {
    expect(loanForPayment(2338.360166031916, 5, 25)).toBeCloseTo(400_000, 6);
    expect(loanForPayment(539.188193362638, 5, 25, 52)).toBeCloseTo(400_000, 6);
    expect(loanForPayment(2326.419940148072, 5, 25, 12, "semi-annual")).toBeCloseTo(400_000, 6);
  });

  it("multiplies at a zero rate and gives 0 for no payment or no time", () => {
    expect(loanForPayment(1000, 0, 25)).toBe(300_000);
    expect(loanForPayment(0, 5, 25)).toBe(0);
    expect(loanForPayment(-10, 5, 25)).toBe(0);
    expect(loanForPayment(1000, 5, 0)).toBe(0);
  });
});

describe("roundCents", () => {
  it("rounds half a cent away from zero despite binary noise", () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(2338.360166)).toBe(2338.36);
    expect(roundCents(0.004)).toBe(0);
    expect(Object.is(roundCents(-0.004), 0)).toBe(true);
  });
});

describe("isPaymentComputable", () => {
  const ready = {
    amount: 500_000,
    annualRatePercent: 5,
    amortizationYears: 25,
    frequency: "monthly",
  } as const;

  it("waits until amount, rate, amortization and frequency are all non-zero", () => {
    expect(isPaymentComputable(ready)).toBe(true);
    expect(isPaymentComputable({ ...ready, amount: 0 })).toBe(false);
    expect(isPaymentComputable({ ...ready, annualRatePercent: 0 })).toBe(false);
    expect(isPaymentComputable({ ...ready, amortizationYears: 0 })).toBe(false);
    expect(isPaymentComputable({ ...ready, frequency: undefined })).toBe(false);
  });
});

describe("payment properties", () => {
  const principal = fc.integer({ min: 1, max: 100_000_000 });
  // Rates as typed in the rate forms: up to three decimals, 0% to 30%.
  const ratePercent = fc.integer({ min: 0, max: 30_000 }).map((thousandths) => thousandths / 1000);
  const years = fc.integer({ min: 1, max: 30 });
  const frequency = fc.constantFrom(...PAYMENT_FREQUENCIES);
  const compounding = fc.constantFrom("per-period" as const, "semi-annual" as const);

  it("never lowers the payment when the rate rises", () => {
    fc.assert(
      fc.property(principal, ratePercent, ratePercent, years, frequency, compounding, (p, a, b, y, f, c) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(paymentForFrequency(p, high, y, f, c)).toBeGreaterThanOrEqual(
          paymentForFrequency(p, low, y, f, c),
        );
      }),
    );
  });

  it("recovers the principal: loanForPayment(amortizedPayment(P)) ≈ P", () => {
    fc.assert(
      fc.property(
        principal,
        ratePercent,
        years,
        fc.constantFrom(12, 24, 26, 52),
        compounding,
        (p, r, y, ppy, c) => {
          const payment = amortizedPayment(p, r, y, ppy, c);
          expect(Math.abs(loanForPayment(payment, r, y, ppy, c) - p)).toBeLessThanOrEqual(p * 1e-12);
        },
      ),
    );
  });

  it("is finite for any principal to $1B, rate to 1000% (subnormals included) and 0 to 100 whole years", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.integer({ min: 0, max: 100 }),
        frequency,
        compounding,
        (p, r, y, f, c) => {
          expect(Number.isFinite(paymentForFrequency(p, r, y, f, c))).toBe(true);
          expect(Number.isFinite(loanForPayment(p, r, y, 52, c))).toBe(true);
        },
      ),
    );
  });
});
