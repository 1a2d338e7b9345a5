/**
 * The three calculators' results from their forms: each validates what the buyer typed with the domain's
 * schema (messages that name the field in the page's language) and computes with the domain's functions.
 */
import type { Locale } from "../../../domain/format";
import {
  cashToClose,
  type CashToClose,
  type EditableCost,
} from "../../../domain/closing-costs/cash-to-close";
import { editableCostsSchema } from "../../../domain/closing-costs/cash-to-close-schema";
import {
  quoteMortgageInsurance,
  type MortgageInsuranceInput,
  type MortgageInsuranceQuote,
} from "../../../domain/closing-costs/cmhc";
import { mortgageInsuranceInputSchema } from "../../../domain/closing-costs/cmhc-schema";
import {
  dueAtClosingCents,
  landTransferTax,
  type LandTransferTaxResult,
} from "../../../domain/closing-costs/land-transfer-tax";
import { landTransferTaxInputSchema } from "../../../domain/closing-costs/land-transfer-tax-schema";
import { JURISDICTIONS } from "../../../domain/closing-costs/land-transfer-tax-tables";
import type { ProvinceCode } from "../../../domain/constants";
import { readFigure, readOptionalFigure, validateFigures, type FieldErrors } from "../calculators/figures";
import type { ClosingCostsForm } from "./use-closing-costs-form";

export interface Outcome<T> {
  /** Undefined while any field is invalid. */
  result: T | undefined;
  errors: FieldErrors;
}

/** Whether the province charges a levy on the mortgage amount (Alberta), so the page asks for it. */
export function asksMortgageAmount(province: ProvinceCode): boolean {
  return JURISDICTIONS[province].levies.some((levy) => levy.basis === "mortgage");
}

export function landTransferTaxOutcome(
  form: ClosingCostsForm,
  locale: Locale,
): Outcome<LandTransferTaxResult> {
  const { data, errors } = validateFigures(landTransferTaxInputSchema, {
    price: readFigure(form.figures.price ?? "", locale),
    province: form.province,
    city: form.city === "" ? undefined : form.city,
    firstTime: form.firstTime,
    // Blank: the mortgage registration levy is left out and the page says it needs the amount.
    mortgageAmount: asksMortgageAmount(form.province)
      ? readOptionalFigure(form.figures.mortgageAmount ?? "", locale)
      : undefined,
  });
  return { result: data && landTransferTax(data), errors };
}

function insuranceInput(
  form: ClosingCostsForm,
  locale: Locale,
): Record<keyof MortgageInsuranceInput, unknown> {
  return {
    province: form.province,
    price: readFigure(form.figures.price ?? "", locale),
    downPayment: readFigure(form.figures.downPayment ?? "", locale),
    amortizationYears: readFigure(form.figures.amortizationYears ?? "", locale),
    firstTimeBuyer: form.firstTime,
    newBuild: form.newBuild,
  };
}

export function mortgageInsuranceOutcome(
  form: ClosingCostsForm,
  locale: Locale,
): Outcome<{ input: MortgageInsuranceInput; quote: MortgageInsuranceQuote }> {
  const { data, errors } = validateFigures(mortgageInsuranceInputSchema, insuranceInput(form, locale));
  return { result: data && { input: data, quote: quoteMortgageInsurance(data) }, errors };
}

export interface CashToCloseResult {
  cash: CashToClose;
  landTransferTax: LandTransferTaxResult;
}

export function cashToCloseOutcome(form: ClosingCostsForm, locale: Locale): Outcome<CashToCloseResult> {
  const insurance = validateFigures(mortgageInsuranceInputSchema, insuranceInput(form, locale));
  const typedCost = (cost: EditableCost) => {
    const text = form.figures[cost];
    return text === undefined ? undefined : readFigure(text, locale);
  };
  const costs = validateFigures(editableCostsSchema, {
    legalFees: typedCost("legalFees"),
    titleInsurance: typedCost("titleInsurance"),
    homeInspection: typedCost("homeInspection"),
    adjustments: typedCost("adjustments"),
  });
  const errors = { ...insurance.errors, ...costs.errors };
  if (!insurance.data || !costs.data) return { result: undefined, errors };
  const input = insurance.data;
  const tax = landTransferTax({
    price: input.price,
    province: input.province,
    city: form.city === "" ? undefined : form.city,
    firstTime: input.firstTimeBuyer,
    // Alberta charges its mortgage registration levy on the mortgage registered on title, which is the loan
    // with the insurance premium added to it (the premium is financed), so the total loan is passed.
    mortgageAmount: quoteMortgageInsurance(input).totalLoan,
  });
  const cash = cashToClose({
    ...input,
    ...costs.data,
    // What is paid on closing day: Québec's first-time credit comes later, in the income tax return.
    netLandTransferTax: dueAtClosingCents(tax) / 100,
  });
  return { result: { cash, landTransferTax: tax }, errors };
}
