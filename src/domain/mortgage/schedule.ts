/**
 * The amortization schedule. Every amount is carried in whole cents, the way a lender's ledger is: each
 * period's interest is rounded to the cent, so every row reconciles exactly (payment = interest + principal,
 * previous balance − principal = balance) and the principal column adds up to the loan.
 */
import { DEFAULT_COMPOUNDING, FREQUENCY_INFO, type Compounding, type PaymentFrequency } from "./frequency";
import { paymentForFrequency, periodicRate, roundCents } from "./payment";

export interface ScheduleInput {
  principal: number;
  annualRatePercent: number;
  amortizationYears: number;
  frequency: PaymentFrequency;
  compounding?: Compounding;
  /** Added to every payment. */
  extraPerPayment?: number;
  /** Paid with the last payment of each year. */
  annualLumpSum?: number;
}

/** Dollars, exact to the cent. payment includes any extra payment and lump sum. */
export interface SchedulePeriod {
  period: number;
  year: number;
  payment: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface ScheduleYear {
  year: number;
  payment: number;
  interest: number;
  principal: number;
  /** Balance at the end of the year. */
  balance: number;
  /** Interest paid from the first payment to the end of this year. */
  cumulativeInterest: number;
}

export interface Schedule {
  /** The regular payment rounded to the cent, without extras. */
  regularPayment: number;
  paymentsPerYear: number;
  periods: SchedulePeriod[];
  years: ScheduleYear[];
  totalInterest: number;
  /** Principal + total interest. */
  totalCost: number;
  payoffPeriods: number;
  /** Versus the same loan without extra payments; 0 without extras. */
  interestSaved: number;
  periodsSaved: number;
}

function toCents(dollars: number): number {
  return Math.round(roundCents(dollars) * 100);
}

interface LedgerTerms {
  principalCents: number;
  rate: number;
  regularCents: number;
  extraCents: number;
  lumpCents: number;
  paymentsPerYear: number;
  maxPeriods: number;
}

interface LedgerTotals {
  interestCents: number;
  periodCount: number;
}

/**
 * Runs the ledger to a zero balance. The payment that would overshoot is cut to what is owed, and the last
 * scheduled period settles whatever the cent rounding of the regular payment left over. Rows are written only
 * when arrays are given, so the baseline without extras costs no allocation.
 */
function runLedger(
  terms: LedgerTerms,
  periods: SchedulePeriod[] | null,
  years: ScheduleYear[] | null,
): LedgerTotals {
  const { rate, regularCents, extraCents, lumpCents, paymentsPerYear, maxPeriods } = terms;
  let balance = terms.principalCents;
  let interestTotal = 0;
  let period = 0;
  let year = 1;
  let periodInYear = 0;
  let yearPayment = 0;
  let yearInterest = 0;
  let yearPrincipal = 0;

  while (balance > 0 && period < maxPeriods) {
    period++;
    periodInYear++;
    const interest = Math.round(balance * rate);
    const yearEnd = periodInYear === paymentsPerYear;
    let payment = regularCents + extraCents + (yearEnd ? lumpCents : 0);
    const owed = balance + interest;
    if (payment >= owed || period === maxPeriods) payment = owed;
    const principal = payment - interest;
    balance -= principal;
    interestTotal += interest;

    if (periods !== null) {
      periods.push({
        period,
        year,
        payment: payment / 100,
        interest: interest / 100,
        principal: principal / 100,
        balance: balance / 100,
      });
    }
    if (years !== null) {
      yearPayment += payment;
      yearInterest += interest;
      yearPrincipal += principal;
      if (yearEnd || balance === 0) {
        years.push({
          year,
          payment: yearPayment / 100,
          interest: yearInterest / 100,
          principal: yearPrincipal / 100,
          balance: balance / 100,
          cumulativeInterest: interestTotal / 100,
        });
        yearPayment = 0;
        yearInterest = 0;
        yearPrincipal = 0;
      }
    }
    if (yearEnd) {
      year++;
      periodInYear = 0;
    }
  }
  return { interestCents: interestTotal, periodCount: period };
}

/**
 * The regular payment is paymentForFrequency rounded to the cent (the figure the calculator shows); the lump
 * sum goes with the last payment of each year. A loan with nothing to amortize (no principal, no years) gives
 * an empty schedule with all totals 0.
 */
export function amortizationSchedule(input: ScheduleInput): Schedule {
  const paymentsPerYear = FREQUENCY_INFO[input.frequency].paymentsPerYear;
  const compounding = input.compounding ?? DEFAULT_COMPOUNDING;
  const principalCents = toCents(Math.max(0, input.principal));
  const maxPeriods = Math.ceil(Math.max(0, input.amortizationYears) * paymentsPerYear);
  const empty: Schedule = {
    regularPayment: 0,
    paymentsPerYear,
    periods: [],
    years: [],
    totalInterest: 0,
    totalCost: 0,
    payoffPeriods: 0,
    interestSaved: 0,
    periodsSaved: 0,
  };
  if (principalCents <= 0 || maxPeriods <= 0) return empty;

  const regularCents = toCents(
    paymentForFrequency(
      principalCents / 100,
      input.annualRatePercent,
      input.amortizationYears,
      input.frequency,
      compounding,
    ),
  );
  const terms: LedgerTerms = {
    principalCents,
    rate: periodicRate(input.annualRatePercent, paymentsPerYear, compounding),
    regularCents,
    extraCents: toCents(Math.max(0, input.extraPerPayment ?? 0)),
    lumpCents: toCents(Math.max(0, input.annualLumpSum ?? 0)),
    paymentsPerYear,
    maxPeriods,
  };
  const periods: SchedulePeriod[] = [];
  const years: ScheduleYear[] = [];
  const actual = runLedger(terms, periods, years);
  const hasExtras = terms.extraCents > 0 || terms.lumpCents > 0;
  const baseline = hasExtras ? runLedger({ ...terms, extraCents: 0, lumpCents: 0 }, null, null) : actual;

  return {
    regularPayment: regularCents / 100,
    paymentsPerYear,
    periods,
    years,
    totalInterest: actual.interestCents / 100,
    totalCost: (principalCents + actual.interestCents) / 100,
    payoffPeriods: actual.periodCount,
    interestSaved: (baseline.interestCents - actual.interestCents) / 100,
    periodsSaved: baseline.periodCount - actual.periodCount,
  };
}
