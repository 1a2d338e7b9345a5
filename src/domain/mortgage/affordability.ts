/** The affordability calculator (spec section 9) with the stress test beside it. */
import { MONTHS_PER_YEAR } from "./frequency";
import { loanForPayment } from "./payment";
import { qualifyingRate } from "./stress-test";

// The affordability page's natural import; the formula lives beside amortizedPayment, whose inverse it is.
export { loanForPayment };

export const AFFORDABILITY_AMORTIZATIONS = [1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30] as const;

export const AFFORDABILITY_DEFAULTS = {
  annualIncome: 100000,
  downPayment: 20000,
  annualRatePercent: 4.84,
  amortizationYears: 25,
  monthlyHeating: 0,
  annualPropertyTax: 0,
  monthlyCondoFees: 0,
  monthlyDebts: 0,
} as const;

/** Gross debt service limit: housing costs including the mortgage payment, as a share of gross income. */
export const HOUSING_RATIO = 0.32;
/** Total debt service limit: housing costs plus other debts, as a share of gross income. */
export const TOTAL_DEBT_RATIO = 0.4;

export interface AffordabilityInput {
  annualIncome: number;
  downPayment: number;
  annualRatePercent: number;
  amortizationYears: number;
  monthlyHeating: number;
  annualPropertyTax: number;
  monthlyCondoFees: number;
  monthlyDebts: number;
}

export interface AffordabilityResult {
  grossMonthlyIncome: number;
  /** Heating and electricity + property tax ÷ 12 + condo fees, per month. */
  housingCosts: number;
  /** 32% of gross monthly income − housing costs, never below 0. */
  housingLimitPayment: number;
  /** 40% of gross monthly income − housing costs − monthly debts, never below 0. */
  totalDebtLimitPayment: number;
  maxMonthlyPayment: number;
  /** The limit that sets the payment; "housing" when both allow the same payment. */
  bindingLimit: "housing" | "total-debt";
  maxMortgage: number;
  maxPrice: number;
  /** (payment + housing costs) ÷ gross monthly income, as a fraction; 0 without income. */
  gdsRatio: number;
  /** (payment + housing costs + debts) ÷ gross monthly income, as a fraction; 0 without income. */
  tdsRatio: number;
  stressTest: { qualifyingRatePercent: number; maxMortgage: number; maxPrice: number };
}

export function calculateAffordability(input: AffordabilityInput): AffordabilityResult {
  const grossMonthlyIncome = input.annualIncome / MONTHS_PER_YEAR;
  const housingCosts =
    input.monthlyHeating + input.annualPropertyTax / MONTHS_PER_YEAR + input.monthlyCondoFees;
  const housingLimitPayment = Math.max(0, grossMonthlyIncome * HOUSING_RATIO - housingCosts);
  const totalDebtLimitPayment = Math.max(
    0,
    grossMonthlyIncome * TOTAL_DEBT_RATIO - housingCosts - input.monthlyDebts,
  );
  const bindingLimit = housingLimitPayment <= totalDebtLimitPayment ? "housing" : "total-debt";
  const maxMonthlyPayment = Math.min(housingLimitPayment, totalDebtLimitPayment);

  const maxMortgage = loanForPayment(maxMonthlyPayment, input.annualRatePercent, input.amortizationYears);
  const qualifyingRatePercent = qualifyingRate(input.annualRatePercent);
  const stressedMortgage = loanForPayment(maxMonthlyPayment, qualifyingRatePercent, input.amortizationYears);

  const shareOfIncome = (monthly: number) => (grossMonthlyIncome > 0 ? monthly / grossMonthlyIncome : 0);
  return {
    grossMonthlyIncome,
    housingCosts,
    housingLimitPayment,
    totalDebtLimitPayment,
    maxMonthlyPayment,
    bindingLimit,
    maxMortgage,
    maxPrice: maxMortgage + input.downPayment,
    gdsRatio: shareOfIncome(maxMonthlyPayment + housingCosts),
    tdsRatio: shareOfIncome(maxMonthlyPayment + housingCosts + input.monthlyDebts),
    stressTest: {
      qualifyingRatePercent,
      maxMortgage: stressedMortgage,
      maxPrice: stressedMortgage + input.downPayment,
    },
  };
}
