/**
 * Mortgage default ("CMHC") insurance on a purchase: the premium by loan-to-value tier, the surcharge for an
 * amortization over 25 years, and the provincial sales tax on the premium. Amounts are computed in whole cents.
 */
import type { ProvinceCode } from "../constants";
import { INSURED_PRICE_CEILING, isAtLeastPercentOf, minimumDownPayment } from "../mortgage/down-payment";

/**
 * The rules in force together on 2026-12-04, all of them since 2024-12-15. Rates are in basis points
 * (1 bp = 0.01 %) so that an amount in cents times a rate is exact integer arithmetic. Sources:
 * - premiums: CMHC, "Premium information for homeowner and small rental loans", premium schedule for homeowner
 *   loans (owner-occupied, 1–4 units), unchanged since 2017-03-17; Sagen and Canada Guaranty charge the same.
 *   https://www.cmhc-schl.gc.ca/professionals/project-funding-and-mortgage-financing/mortgage-loan-insurance/mortgage-loan-insurance-homeownership-programs/premium-information-for-homeowner-and-small-rental-loans
 * - surcharge: CMHC, 0.20 percentage point added to the premium rate for an amortization over 25 and up to
 *   30 years (since 2024-08-01);
 * - eligibility: Department of Finance Canada, mortgage reforms announced 2024-09-16, in force 2024-12-15:
 *   insured loans on prices under $1,500,000 (down-payment.ts), and insured amortizations over 25 years (up to
 *   30) only for first-time buyers and buyers of a newly built home;
 * - tax on the premium, paid in cash at closing because it cannot be added to the loan; CMHC's premium page
 *   names these three provinces, and no other province or territory taxes the premium (Manitoba's 7 % retail
 *   sales tax on mortgage insurance ended on 2020-07-01):
 *   Ontario 8 % (retail sales tax on insurance premiums, Retail Sales Tax Act);
 *   Québec 9 % (tax on insurance premiums, Act respecting the Québec sales tax, s. 512; Revenu Québec);
 *   Saskatchewan 6 % (PST on insurance premiums since 2017-08-01, Saskatchewan budget 2017-18).
 */
export const MORTGAGE_INSURANCE_RULES = {
  effectiveFrom: "2024-12-15",
  source:
    "CMHC premium schedule for homeowner loans; Department of Finance Canada, mortgage reforms in force 2024-12-15; Ontario Ministry of Finance, Revenu Québec and Saskatchewan Finance (tax on insurance premiums)",
  /** Searched from the lowest ratio up: the first tier whose ceiling the loan does not pass applies. */
  premiumTiers: [
    { maxLoanToValuePercent: 85, basisPoints: 280 },
    { maxLoanToValuePercent: 90, basisPoints: 310 },
    { maxLoanToValuePercent: 95, basisPoints: 400 },
  ],
  /** At or under this ratio (20 % down or more) insurance is not required. */
  uninsuredLoanToValuePercent: 80,
  extendedAmortizationSurchargeBasisPoints: 20,
  standardMaxAmortizationYears: 25,
  extendedMaxAmortizationYears: 30,
  priceCeiling: INSURED_PRICE_CEILING,
  premiumSalesTaxBasisPoints: { ON: 800, QC: 900, SK: 600 },
} as const;

const premiumSalesTaxBasisPoints: Partial<Record<ProvinceCode, number>> =
  MORTGAGE_INSURANCE_RULES.premiumSalesTaxBasisPoints;

export type InsuranceStatus =
  /** Under 20 % down on an insurable price, with the minimum down payment met: the premium applies. */
  | "required"
  /** 20 % down or more: no insurance, no premium. */
  | "not-required"
  /** $1,500,000 or more with under 20 % down: no insurer covers it. */
  | "price-too-high"
  /** Under the minimum down payment (5 % of the first $500,000, 10 % above). */
  | "down-payment-too-low"
  /** Over 25 years without being a first-time buyer or buying a new build, or over 30 years. */
  | "amortization-too-long";

export interface MortgageInsuranceInput {
  province: ProvinceCode;
  price: number;
  downPayment: number;
  amortizationYears: number;
  firstTimeBuyer: boolean;
  newBuild: boolean;
}

/** Dollars rounded to the cent; rates in percent (4 means 4 %). */
export interface MortgageInsuranceQuote {
  status: InsuranceStatus;
  minimumDownPayment: number;
  /** Price minus down payment, before the premium. */
  loan: number;
  loanToValuePercent: number;
  /** The tier's rate plus the surcharge; 0 when no premium applies. */
  premiumRatePercent: number;
  surchargeRatePercent: number;
  premium: number;
  /** The loan with the premium added to it. */
  totalLoan: number;
  salesTaxRatePercent: number;
  /** Tax on the premium, paid at closing. */
  salesTax: number;
}

export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A positive amount in cents times a rate in basis points, rounded half up to the cent. */
function applyBasisPoints(cents: number, basisPoints: number): number {
  return Math.floor((cents * basisPoints + 5_000) / 10_000);
}

/**
 * The premium rate of the price's loan-to-value ratio in basis points, or undefined where no tier applies (20 %
 * down or more, or under 5 %). Compared in whole cents: a loan of exactly 85 % is in the 85 % tier.
 */
export function premiumTierBasisPoints(price: number, downPayment: number): number | undefined {
  const priceCents = toCents(price);
  if (priceCents <= 0) return undefined;
  const loanCents = priceCents - toCents(downPayment);
  const { premiumTiers, uninsuredLoanToValuePercent } = MORTGAGE_INSURANCE_RULES;
  if (loanCents * 100 <= priceCents * uninsuredLoanToValuePercent) return undefined;
  return premiumTiers.find((tier) => loanCents * 100 <= priceCents * tier.maxLoanToValuePercent)?.basisPoints;
}

function insuranceStatus(input: MortgageInsuranceInput): InsuranceStatus {
  const rules = MORTGAGE_INSURANCE_RULES;
  const uninsuredDownPercent = 100 - rules.uninsuredLoanToValuePercent;
  if (input.price <= 0 || isAtLeastPercentOf(input.downPayment, uninsuredDownPercent, input.price)) {
    return "not-required";
  }
  if (input.price >= rules.priceCeiling) return "price-too-high";
  if (toCents(input.downPayment) < toCents(minimumDownPayment(input.price))) return "down-payment-too-low";
  const maxYears =
    input.firstTimeBuyer || input.newBuild
      ? rules.extendedMaxAmortizationYears
      : rules.standardMaxAmortizationYears;
  return input.amortizationYears > maxYears ? "amortization-too-long" : "required";
}

export function quoteMortgageInsurance(input: MortgageInsuranceInput): MortgageInsuranceQuote {
  const rules = MORTGAGE_INSURANCE_RULES;
  const status = insuranceStatus(input);
  const priceCents = toCents(input.price);
  const loanCents = Math.max(priceCents - toCents(input.downPayment), 0);
  const tier = status === "required" ? (premiumTierBasisPoints(input.price, input.downPayment) ?? 0) : 0;
  const surcharge =
    tier > 0 && input.amortizationYears > rules.standardMaxAmortizationYears
      ? rules.extendedAmortizationSurchargeBasisPoints
      : 0;
  const premiumCents = applyBasisPoints(loanCents, tier + surcharge);
  const taxBasisPoints = premiumCents > 0 ? (premiumSalesTaxBasisPoints[input.province] ?? 0) : 0;
  return {
    status,
    minimumDownPayment: minimumDownPayment(input.price),
    loan: loanCents / 100,
    loanToValuePercent: priceCents > 0 ? (loanCents / priceCents) * 100 : 0,
    premiumRatePercent: (tier + surcharge) / 100,
    surchargeRatePercent: surcharge / 100,
    premium: premiumCents / 100,
    totalLoan: (loanCents + premiumCents) / 100,
    salesTaxRatePercent: taxBasisPoints / 100,
    salesTax: applyBasisPoints(premiumCents, taxBasisPoints) / 100,
  };
}
