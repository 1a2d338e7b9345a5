/**
 * The payment and affordability calculators' inputs in the query string, so a filled-in calculator can be
 * shared (issue 46). A value that is missing, malformed or out of range is left out, and the calculator
 * keeps its default for it.
 */
import { PROVINCES, type ProvinceCode } from "../constants";
import type { AffordabilityInput } from "./affordability";
import { COMPOUNDINGS, PAYMENT_FREQUENCIES, type Compounding, type PaymentFrequency } from "./frequency";
import { affordabilityInputSchema, paymentInputSchema } from "./schemas";

export const MORTGAGE_CALCULATOR_PATH = "/mortgage-calculator";
export const AFFORDABILITY_CALCULATOR_PATH = "/affordability-calculator";

/** Plain decimal figures only: no sign, exponent or separators, which a shared link never needs. */
const PLAIN_NUMBER = /^\d+(?:\.\d+)?$/;

function numberParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name)?.trim();
  return raw !== undefined && PLAIN_NUMBER.test(raw) ? Number(raw) : undefined;
}

function validOr<T>(schema: { safeParse: (value: unknown) => { success: boolean } }, value: T | undefined) {
  return value !== undefined && schema.safeParse(value).success ? value : undefined;
}

function oneOf<T extends string>(allowed: readonly T[], raw: string | null): T | undefined {
  return allowed.find((value) => value === raw);
}

/** Drops the keys whose value is undefined, so a spread over the defaults keeps them. */
function given<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function toParams(entries: ReadonlyArray<readonly [string, string | number | undefined]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value !== undefined) params.set(name, String(value));
  return params;
}

export interface PaymentQuery {
  amount: number;
  annualRatePercent: number;
  amortizationYears: number;
  frequency: PaymentFrequency;
  compounding: Compounding;
  province: ProvinceCode;
}

/**
 * `price` less `down_payment` (0 when absent) is the mortgage amount; `rate` is the buyer's own rate;
 * `province` is a two-letter code whose rates the calculator offers.
 */
export function readPaymentQuery(params: URLSearchParams): Partial<PaymentQuery> {
  const shape = paymentInputSchema.shape;
  const price = numberParam(params, "price");
  const downPayment = params.has("down_payment") ? numberParam(params, "down_payment") : 0;
  const amount = price !== undefined && downPayment !== undefined ? price - downPayment : undefined;
  const code = params.get("province")?.trim().toUpperCase();
  return given({
    amount: validOr(shape.amount, amount),
    annualRatePercent: validOr(shape.annualRatePercent, numberParam(params, "rate")),
    amortizationYears: validOr(shape.amortizationYears, numberParam(params, "amortization")),
    frequency: oneOf(PAYMENT_FREQUENCIES, params.get("frequency")),
    compounding: oneOf(COMPOUNDINGS, params.get("compounding")),
    province: PROVINCES.find((province) => province.code === code)?.code,
  });
}

/** The query readPaymentQuery reads back; the mortgage amount is written as the price with no down payment. */
export function writePaymentQuery(query: Partial<PaymentQuery>): URLSearchParams {
  return toParams([
    ["price", query.amount],
    ["rate", query.annualRatePercent],
    ["amortization", query.amortizationYears],
    ["frequency", query.frequency],
    ["compounding", query.compounding],
    ["province", query.province],
  ]);
}

/** Query parameter of each affordability input, in the order a link lists them. */
const AFFORDABILITY_PARAMS = {
  annualIncome: "income",
  downPayment: "down_payment",
  annualRatePercent: "rate",
  amortizationYears: "amortization",
  monthlyDebts: "debts",
  monthlyHeating: "heating",
  annualPropertyTax: "property_tax",
  monthlyCondoFees: "condo_fees",
} as const satisfies Record<keyof AffordabilityInput, string>;

const AFFORDABILITY_FIELDS = Object.keys(AFFORDABILITY_PARAMS) as (keyof AffordabilityInput)[];

export function readAffordabilityQuery(params: URLSearchParams): Partial<AffordabilityInput> {
  const shape = affordabilityInputSchema.shape;
  return given(
    Object.fromEntries(
      AFFORDABILITY_FIELDS.map((field) => [
        field,
        validOr(shape[field], numberParam(params, AFFORDABILITY_PARAMS[field])),
      ]),
    ) as Record<keyof AffordabilityInput, number | undefined>,
  );
}

export function writeAffordabilityQuery(input: Partial<AffordabilityInput>): URLSearchParams {
  return toParams(AFFORDABILITY_FIELDS.map((field) => [AFFORDABILITY_PARAMS[field], input[field]] as const));
}

/** The affordability calculator filled in with `input`, as a site-relative link. */
export function affordabilityCalculatorLink(input: Partial<AffordabilityInput>): string {
  const query = writeAffordabilityQuery(input).toString();
  return query ? `${AFFORDABILITY_CALCULATOR_PATH}?${query}` : AFFORDABILITY_CALCULATOR_PATH;
}
