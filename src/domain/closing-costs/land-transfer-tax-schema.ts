/**
 * Input validation for the land transfer tax calculator, in the style of the mortgage calculators' schemas
 * (zod's mini build, messages that name the field, said in the language being served).
 */
import * as z from "zod/mini";
import { sayError } from "../../i18n/translate";
import { PROVINCES, type ProvinceCode } from "../constants";
import { MAX_PRICE } from "../mortgage/schemas";
import { CITIES, CITY_PROVINCE } from "./land-transfer-tax-tables";
import { dollarAmount, sayFieldError, yesOrNo } from "./schema-messages";

const PROVINCE_CODES = PROVINCES.map((p) => p.code) as [ProvinceCode, ...ProvinceCode[]];

const PRICE = "calculators.error.field.purchasePrice";

export const landTransferTaxInputSchema = z
  .object({
    price: z
      .number(sayFieldError("calculators.error.notANumber", PRICE))
      .check(
        z.positive(sayFieldError("closing-costs.error.notPositive", PRICE)),
        z.maximum(MAX_PRICE, sayFieldError("calculators.error.tooLarge", PRICE, { max: MAX_PRICE })),
      ),
    province: z.enum(PROVINCE_CODES, sayError("closing-costs.error.province")),
    city: z.optional(z.enum(CITIES, sayError("closing-costs.error.city"))),
    firstTime: yesOrNo("closing-costs.error.field.firstTimeBuyer"),
    mortgageAmount: z.optional(dollarAmount("calculators.error.field.mortgageAmount")),
  })
  .check(
    z.refine((input) => input.city === undefined || CITY_PROVINCE[input.city] === input.province, {
      ...sayError("closing-costs.error.cityNotInProvince"),
      path: ["city"],
      // Compared only once both fields are valid, so a bad province reports itself and nothing else.
      when: (payload) => payload.issues.length === 0,
    }),
    z.refine((input) => input.mortgageAmount === undefined || input.mortgageAmount <= input.price, {
      ...sayError("closing-costs.error.mortgageOverPrice"),
      path: ["mortgageAmount"],
      when: (payload) => payload.issues.length === 0,
    }),
  );

export type LandTransferTaxSchemaInput = z.infer<typeof landTransferTaxInputSchema>;
