/**
 * Input validation for the mortgage insurance calculator, in the house style of mortgage/schemas.ts (zod's mini
 * build, messages that name the field, said in the language being served).
 */
import * as z from "zod/mini";
import { sayError } from "../../i18n/translate";
import { PROVINCES, type ProvinceCode } from "../constants";
import { MAX_AMORTIZATION_YEARS, MIN_AMORTIZATION_YEARS } from "../mortgage/schemas";
import { dollarAmount, yesOrNo } from "./schema-messages";

const PROVINCE_CODES = PROVINCES.map((province) => province.code) as [ProvinceCode, ...ProvinceCode[]];

const AMORTIZATION_RANGE = sayError("calculators.error.amortizationRange", {
  min: MIN_AMORTIZATION_YEARS,
  max: MAX_AMORTIZATION_YEARS,
});

export const mortgageInsuranceShape = {
  province: z.enum(PROVINCE_CODES, sayError("closing-costs.error.province")),
  price: dollarAmount("calculators.error.field.purchasePrice"),
  downPayment: dollarAmount("calculators.error.field.downPayment"),
  amortizationYears: z
    .number(sayError("calculators.error.amortizationNotANumber"))
    .check(
      z.int(sayError("calculators.error.amortizationWhole")),
      z.minimum(MIN_AMORTIZATION_YEARS, AMORTIZATION_RANGE),
      z.maximum(MAX_AMORTIZATION_YEARS, AMORTIZATION_RANGE),
    ),
  firstTimeBuyer: z._default(yesOrNo("closing-costs.error.field.firstTimeBuyer"), false),
  newBuild: z._default(yesOrNo("closing-costs.error.field.newBuild"), false),
};

/** The down payment cannot exceed the price; compared only once both are valid, so each reports itself. */
export const downPaymentWithinPrice = z.refine<{ price: number; downPayment: number }>(
  (input) => input.downPayment <= input.price,
  {
    ...sayError("calculators.error.downPaymentOverPrice"),
    path: ["downPayment"],
    when: (payload) => payload.issues.length === 0,
  },
);

export const mortgageInsuranceInputSchema = z.object(mortgageInsuranceShape).check(downPaymentWithinPrice);
