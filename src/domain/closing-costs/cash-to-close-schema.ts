/** Input validation for the cash-to-close calculator: the insurance inputs plus the costs paid on closing day. */
import * as z from "zod/mini";
import { downPaymentWithinPrice, mortgageInsuranceShape } from "./cmhc-schema";
import { dollarAmount } from "./schema-messages";

/** The costs a buyer may replace with their own quotes; left out, each takes its default. */
export const editableCostsShape = {
  legalFees: z.optional(dollarAmount("closing-costs.error.field.legalFees")),
  titleInsurance: z.optional(dollarAmount("closing-costs.error.field.titleInsurance")),
  homeInspection: z.optional(dollarAmount("closing-costs.error.field.homeInspection")),
  adjustments: z.optional(dollarAmount("closing-costs.error.field.adjustments")),
};

export const editableCostsSchema = z.object(editableCostsShape);

export const cashToCloseInputSchema = z
  .object({
    ...mortgageInsuranceShape,
    netLandTransferTax: dollarAmount("closing-costs.error.field.landTransferTax"),
    ...editableCostsShape,
  })
  .check(downPaymentWithinPrice);
