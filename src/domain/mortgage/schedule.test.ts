import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FREQUENCY_INFO, PAYMENT_FREQUENCIES } from "./frequency";
import { amortizationSchedule, type Schedule, type ScheduleInput } from "./schedule";

/*
 * Expected ledgers were produced by a separate Python implementation in decimal.Decimal (a one-off script during
 * development) following the same rules: regular payment = formula payment rounded to the cent; each period
 * interest = round_half_up(balance × r) in cents; principal = payment − interest; a payment that would overshoot
 * is cut to balance + interest, and the last scheduled period settles the rest.
 *
 * $1,000 at 12% monthly over 1 year: r = 0.01, n = 12, g = 1.01^12 = 1.126825030131970,
 *   payment = 1,000 × 0.01 × g / (g − 1) = 88.8487886 → 88.85.
 *   period 1: interest = 10.00, principal = 78.85, balance = 921.15
 *   period 2: interest = round(9.2115) = 9.21, principal = 79.64, balance = 841.51
 *   …
 *   period 12: balance before = 87.96, interest = 0.88, payment = 88.84 (cut), balance = 0
 *   total interest = 66.19
 */
describe("amortizationSchedule: a one-year ledger row by row", () => {
  const schedule = amortizationSchedule({
    principal: 1000,
    annualRatePercent: 12,
    amortizationYears: 1,
    frequency: "monthly",
  });

  it("matches the independent ledger", () => {
    expect(schedule.regularPayment).toBe(88.85);
    expect(schedule.periods.map((p) => [p.payment, p.interest, p.principal, p.balance])).toEqual([
      [88.85, 10, 78.85, 921.15],
      [88.85, 9.21, 79.64, 841.51],
      [88.85, 8.42, 80.43, 761.08],
      [88.85, 7.61, 81.24, 679.84],
      [88.85, 6.8, 82.05, 597.79],
      [88.85, 5.98, 82.87, 514.92],
      [88.85, 5.15, 83.7, 431.22],
      [88.85, 4.31, 84.54, 346.68],
      [88.85, 3.47, 85.38, 261.3],
      [88.85, 2.61, 86.24, 175.06],
      [88.85, 1.75, 87.1, 87.96],
      [88.84, 0.88, 87.96, 0],
    ]);
    expect(schedule.totalInterest).toBe(66.19);
    expect(schedule.totalCost).toBe(1066.19);
    expect(schedule.payoffPeriods).toBe(12);
    expect(schedule.years).toEqual([
      { year: 1, payment: 1066.19, interest: 66.19, principal: 1000, balance: 0, cumulativeInterest: 66.19 },
    ]);
    expect(schedule.interestSaved).toBe(0);
    expect(schedule.periodsSaved).toBe(0);
  });
});

/*
 * $400,000 at 5% monthly over 25 years (payment 2,338.360166 → 2,338.36, see payment.test.ts):
 *   period 1: interest = round(400,000 × 0.05/12) = 1,666.67, principal = 671.69, balance = 399,328.31
 *   period 300: interest 9.70, payment 2,338.67 settles the last 2,328.97 (the cent rounding of 300 payments)
 *   total interest 301,508.31
 * With $100 extra per payment and a $5,000 lump sum every 12th payment: paid off at period 214 (year 18) with
 *   a final payment of 666.69 (interest 2.77); total interest 205,037.37 → saved 96,470.94 and 86 periods.
 */
describe("amortizationSchedule: 25 years monthly", () => {
  const input: ScheduleInput = {
    principal: 400_000,
    annualRatePercent: 5,
    amortizationYears: 25,
    frequency: "monthly",
  };

  it("runs the full term without extras", () => {
    const schedule = amortizationSchedule(input);
    expect(schedule.periods).toHaveLength(300);
    expect(schedule.periods[0]).toEqual({
      period: 1,
      year: 1,
      payment: 2338.36,
      interest: 1666.67,
      principal: 671.69,
      balance: 399_328.31,
    });
    expect(schedule.periods.at(-1)).toEqual({
      period: 300,
      year: 25,
      payment: 2338.67,
      interest: 9.7,
      principal: 2328.97,
      balance: 0,
    });
    expect(schedule.totalInterest).toBe(301_508.31);
    expect(schedule.totalCost).toBe(701_508.31);
    expect(schedule.years).toHaveLength(25);
    expect(schedule.years.at(-1)?.cumulativeInterest).toBe(301_508.31);
  });

  it("shows the interest and time saved by extra payments and a yearly lump sum", () => {
    const schedule = amortizationSchedule({ ...input, extraPerPayment: 100, annualLumpSum: 5000 });
    expect(schedule.regularPayment).toBe(2338.36);
    expect(schedule.periods[0]?.payment).toBe(2438.36);
    expect(schedule.periods[11]?.payment).toBe(7438.36);
    expect(schedule.periods.at(-1)).toEqual({
      period: 214,
      year: 18,
      payment: 666.69,
      interest: 2.77,
      principal: 663.92,
      balance: 0,
    });
    expect(schedule.totalInterest).toBe(205_037.37);
    expect(schedule.interestSaved).toBe(96_470.94);
    expect(schedule.periodsSaved).toBe(86);
    expect(schedule.years).toHaveLength(18);
  });
});

/*
 * $750,000 at 4.89% weekly over 30 years: r = 0.0489/52, n = 1,560, payment = 916.8822642 → 916.88;
 *   1,560 rows, the last 924.84; total interest 680,340.76.
 * With $50 extra per payment and a $5,000 lump sum each year: 1,166 rows, last 55.28; total interest
 *   486,470.48, saved 193,870.28 and 394 weeks.
 * Rapid bi-weekly, $400,000 at 5%: payment 2,338.36 / 2 = 1,169.18; 559 payments instead of 650, the last
 *   410.22; total interest 252,812.66.
 */
describe("amortizationSchedule: other frequencies", () => {
  it("lists the 1,560 weeks of a 30-year weekly schedule", () => {
    const input: ScheduleInput = {
      principal: 750_000,
      annualRatePercent: 4.89,
      amortizationYears: 30,
      frequency: "weekly",
    };
    const plain = amortizationSchedule(input);
    expect(plain.regularPayment).toBe(916.88);
    expect(plain.periods).toHaveLength(1560);
    expect(plain.periods.at(-1)?.payment).toBe(924.84);
    expect(plain.totalInterest).toBe(680_340.76);
    expect(plain.years).toHaveLength(30);

    const extra = amortizationSchedule({ ...input, extraPerPayment: 50, annualLumpSum: 5000 });
    expect(extra.payoffPeriods).toBe(1166);
    expect(extra.periods.at(-1)?.payment).toBe(55.28);
    expect(extra.totalInterest).toBe(486_470.48);
    expect(extra.interestSaved).toBe(193_870.28);
    expect(extra.periodsSaved).toBe(394);
  });

  it("pays a rapid bi-weekly loan off years early, without counting that as a saving from extras", () => {
    const schedule = amortizationSchedule({
      principal: 400_000,
      annualRatePercent: 5,
      amortizationYears: 25,
      frequency: "rapid-bi-weekly",
    });
    expect(schedule.regularPayment).toBe(1169.18);
    expect(schedule.paymentsPerYear).toBe(26);
    expect(schedule.payoffPeriods).toBe(559);
    expect(schedule.periods.at(-1)?.payment).toBe(410.22);
    expect(schedule.totalInterest).toBe(252_812.66);
    expect(schedule.periodsSaved).toBe(0);
  });

  it("repays in equal instalments at a zero rate", () => {
    const schedule = amortizationSchedule({
      principal: 12_000,
      annualRatePercent: 0,
      amortizationYears: 1,
      frequency: "monthly",
    });
    expect(schedule.periods.map((p) => p.payment)).toEqual(Array(12).fill(1000));
    expect(schedule.totalInterest).toBe(0);
    expect(schedule.totalCost).toBe(12_000);
  });

  it("is empty, with zero totals, when there is nothing to amortize", () => {
    const empty = {
      periods: [],
      years: [],
      totalInterest: 0,
      totalCost: 0,
      payoffPeriods: 0,
      regularPayment: 0,
    };
    expect(
      amortizationSchedule({
        principal: 0,
        annualRatePercent: 5,
        amortizationYears: 25,
        frequency: "weekly",
      }),
    ).toMatchObject(empty);
    expect(
      amortizationSchedule({
        principal: 1000,
        annualRatePercent: 5,
        amortizationYears: 0,
        frequency: "weekly",
      }),
    ).toMatchObject(empty);
  });
});

const PROPERTY_TIMEOUT_MS = 60_000;

describe("schedule properties", () => {
  const loan = fc.record({
    principal: fc.integer({ min: 1, max: 10_000_000_00 }).map((cents) => cents / 100),
    annualRatePercent: fc.integer({ min: 0, max: 30_000 }).map((thousandths) => thousandths / 1000),
    amortizationYears: fc.integer({ min: 1, max: 30 }),
    frequency: fc.constantFrom(...PAYMENT_FREQUENCIES),
    compounding: fc.constantFrom("per-period" as const, "semi-annual" as const),
  });
  const extras = fc.record({
    extraPerPayment: fc.integer({ min: 0, max: 500_000 }).map((cents) => cents / 100),
    annualLumpSum: fc.integer({ min: 0, max: 5_000_000 }).map((cents) => cents / 100),
  });
  const toCents = (dollars: number) => Math.round(dollars * 100);

  function expectConsistent(schedule: Schedule, principal: number, maxPeriods: number) {
    let balanceCents = toCents(principal);
    let principalCents = 0;
    for (const row of schedule.periods) {
      expect(toCents(row.payment)).toBe(toCents(row.interest) + toCents(row.principal));
      balanceCents -= toCents(row.principal);
      expect(toCents(row.balance)).toBe(balanceCents);
      principalCents += toCents(row.principal);
    }
    expect(principalCents).toBe(toCents(principal));
    expect(schedule.periods.at(-1)?.balance).toBe(0);
    expect(schedule.years.at(-1)?.balance).toBe(0);
    expect(schedule.payoffPeriods).toBeLessThanOrEqual(maxPeriods);
    const yearlyPrincipal = schedule.years.reduce((sum, year) => sum + year.principal, 0);
    expect(Math.abs(yearlyPrincipal - principal)).toBeLessThan(0.01);
  }

  // Hundreds of full schedules: the default 5 s guard is too tight on a busy 2-core machine. This is a
  // guard against a hang, not a speed requirement.
  it(
    "repays exactly the loan and ends at a zero balance, for every frequency, with and without extras",
    () => {
      fc.assert(
        fc.property(loan, fc.option(extras, { nil: undefined }), (terms, extra) => {
          const schedule = amortizationSchedule({ ...terms, ...extra });
          const maxPeriods = terms.amortizationYears * FREQUENCY_INFO[terms.frequency].paymentsPerYear;
          expectConsistent(schedule, terms.principal, maxPeriods);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    "never increases total interest with extras, and reports the saving against the plain schedule",
    () => {
      fc.assert(
        fc.property(loan, extras, (terms, extra) => {
          const plain = amortizationSchedule(terms);
          const withExtras = amortizationSchedule({ ...terms, ...extra });
          expect(withExtras.totalInterest).toBeLessThanOrEqual(plain.totalInterest);
          expect(withExtras.payoffPeriods).toBeLessThanOrEqual(plain.payoffPeriods);
          expect(withExtras.interestSaved).toBeCloseTo(plain.totalInterest - withExtras.totalInterest, 6);
          expect(withExtras.periodsSaved).toBe(plain.payoffPeriods - withExtras.payoffPeriods);
        }),
        { numRuns: 200 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
