/**
 * Input validation for the mortgage insurance calculator, in the house style of mortgage/schemas.ts (zod's mini
 * build, messages that name the field).
 */
import * as z from "zod/mini";
import { PROVINCES, type ProvinceCode } from "../constants";
import { MAX_AMORTIZATION_YEARS, MAX_PRICE, MIN_AMORTIZATION_YEARS } from "../mortgage/schemas";
import { formatCurrency } from "../format";

const PROVINCE_CODES = PROVINCES.map((province) => province.code) as [ProvinceCode, ...ProvinceCode[]];

/** A dollar amount from 0 to MAX_PRICE, named in its messages. */
export function dollarAmount(label: string) {
  return z
    .number({ error: `${label} must be a number` })
    .check(
      z.minimum(0, { error: `${label} cannot be negative` }),
      z.maximum(MAX_PRICE, { error: `${label} must be ${formatCurrency(MAX_PRICE, 0)} or less` }),
    );
}

const AMORTIZATION_RANGE = `Amortization must be between ${MIN_AMORTIZATION_YEARS} and ${MAX_AMORTIZATION_YEARS} years`;

export const mortgageInsuranceShape = {
  province: z.enum(PROVINCE_CODES, { error: "Choose a province or territory" }),
  price: dollarAmount("Purchase price"),
  downPayment: dollarAmount("Down payment"),
  amortizationYears: z
    .number({ error: "Amortization must be a number of years" })
    .check(
      z.int({ error: "Amortization must be a whole number of years" }),
      z.minimum(MIN_AMORTIZATION_YEARS, { error: AMORTIZATION_RANGE }),
      z.maximum(MAX_AMORTIZATION_YEARS, { error: AMORTIZATION_RANGE }),
    ),
  firstTimeBuyer: z._default(z.boolean({ error: "First-time buyer must be yes or no" }), false),
  newBuild: z._default(z.boolean({ error: "Newly built home must be yes or no" }), false),
};

/** The down payment cannot exceed the price; compared only once both are valid, so each reports itself. */
export const downPaymentWithinPrice = z.refine<{ price: number; downPayment: number }>(
  (input) => input.downPayment <= input.price,
  {
    error: "Down payment cannot be more than the purchase price",
    path: ["downPayment"],
    when: (payload) => payload.issues.length === 0,
  },
);

export const mortgageInsuranceInputSchema = z.object(mortgageInsuranceShape).check(downPaymentWithinPrice);
