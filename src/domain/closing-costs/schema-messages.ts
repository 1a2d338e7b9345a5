/**
 * The closing-cost schemas' messages, said in the language being served when zod reports a problem (as
 * mortgage/schemas.ts says the other calculators'): each names its field, with the calculators' catalogue's
 * wording where it fits and the closing-costs catalogue's for the rest.
 */
import * as z from "zod/mini";
import type { MessageId } from "../../i18n/catalogs";
import { say, type MessageValues } from "../../i18n/translate";
import { MAX_PRICE } from "../mortgage/schemas";

/** A field's name, as its error messages start with it. */
export type FieldName =
  | "calculators.error.field.purchasePrice"
  | "calculators.error.field.downPayment"
  | "calculators.error.field.mortgageAmount"
  | "closing-costs.error.field.landTransferTax"
  | "closing-costs.error.field.legalFees"
  | "closing-costs.error.field.titleInsurance"
  | "closing-costs.error.field.homeInspection"
  | "closing-costs.error.field.adjustments"
  | "closing-costs.error.field.firstTimeBuyer"
  | "closing-costs.error.field.newBuild";

/** A message about one field, said in the language being served when the problem is found. */
export function sayFieldError(
  id: MessageId,
  field: FieldName,
  values?: MessageValues,
): { error: () => string } {
  return { error: () => say(id, { ...values, field: say(field) }) };
}

/** A dollar amount from 0 to the calculators' maximum, named in its messages. */
export function dollarAmount(field: FieldName) {
  return z
    .number(sayFieldError("calculators.error.notANumber", field))
    .check(
      z.minimum(0, sayFieldError("calculators.error.negative", field)),
      z.maximum(MAX_PRICE, sayFieldError("calculators.error.tooLarge", field, { max: MAX_PRICE })),
    );
}

/** A yes-or-no question, named in its message. */
export function yesOrNo(field: FieldName) {
  return z.boolean(sayFieldError("closing-costs.error.yesOrNo", field));
}
