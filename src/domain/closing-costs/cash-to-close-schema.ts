/** Input validation for the cash-to-close calculator: the insurance inputs plus the costs paid on closing day. */
import * as z from "zod/mini";
import { dollarAmount, downPaymentWithinPrice, mortgageInsuranceShape } from "./cmhc-schema";

export const cashToCloseInputSchema = z
  .object({
    ...mortgageInsuranceShape,
    netLandTransferTax: dollarAmount("Land transfer tax"),
    legalFees: z.optional(dollarAmount("Legal or notary fees")),
    titleInsurance: z.optional(dollarAmount("Title insurance")),
    homeInspection: z.optional(dollarAmount("Home inspection")),
    adjustments: z.optional(dollarAmount("Adjustments")),
  })
  .check(downPaymentWithinPrice);
