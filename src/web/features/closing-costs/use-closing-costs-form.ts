import { useCallback, useState } from "react";
import type { ProvinceCode } from "../../../domain/constants";
import type { Locale } from "../../../domain/format";
import type { EditableCost } from "../../../domain/closing-costs/cash-to-close";
import {
  CLOSING_COSTS_INPUT_DEFAULTS,
  landTransferTaxCalculatorLink,
  readClosingCostsQuery,
  writeClosingCostsQuery,
  type ClosingCostsQuery,
} from "../../../domain/closing-costs/closing-costs-query";
import { CITY_PROVINCE, type City } from "../../../domain/closing-costs/land-transfer-tax-tables";
import { useLocale } from "../../i18n/use-t";
import { LAND_TRANSFER_TAX_KEYS } from "./calculator-keys";
import { asksMortgageAmount } from "./closing-costs-results";
import { readFigure, readOptionalFigure } from "../calculators/figures";
import { useCalculatorQuery } from "../calculators/use-calculator-query";
import { inputText } from "../calculators/use-figure-fields";

/** The inputs typed as figures, kept as typed (see useFigureFields). */
export type FigureField = "price" | "downPayment" | "mortgageAmount" | "amortizationYears" | EditableCost;

/** The three calculators' inputs as their fields show them. */
export interface ClosingCostsForm {
  /** Each figure as typed; an editable cost that is absent shows its default and is not in the query. */
  figures: Partial<Record<FigureField, string>>;
  province: ProvinceCode;
  /** "" for "elsewhere in the province". */
  city: City | "";
  firstTime: boolean;
  newBuild: boolean;
}

/** The query string's names, as ClosingCostsQuery keys, that one calculator reads and writes. */
export type QueryKey = keyof ClosingCostsQuery;

const FIGURE_FIELDS: readonly FigureField[] = [
  "price",
  "downPayment",
  "mortgageAmount",
  "amortizationYears",
  "legalFees",
  "titleInsurance",
  "homeInspection",
  "adjustments",
];

const EDITABLE_COSTS: readonly FigureField[] = [
  "legalFees",
  "titleInsurance",
  "homeInspection",
  "adjustments",
];

export function isEditableCost(field: FigureField): field is EditableCost {
  return EDITABLE_COSTS.includes(field);
}

/** The form a calculator starts from: the query string's inputs over the shared defaults. */
export function initialForm(params: URLSearchParams, locale: Locale): ClosingCostsForm {
  const query = readClosingCostsQuery(params);
  const start = { ...CLOSING_COSTS_INPUT_DEFAULTS, ...query };
  const figures: Partial<Record<FigureField, string>> = {};
  for (const field of FIGURE_FIELDS) {
    const value = start[field];
    // English amount fields take whole dollars (NumberField), so a shared link's cents are rounded there
    // rather than shown as more digits; French fields keep them after the decimal comma.
    if (value !== undefined)
      figures[field] = inputText(String(locale === "en-CA" ? Math.round(value) : value), locale);
  }
  return {
    figures,
    province: start.province,
    city: query.city ?? "",
    firstTime: start.firstTime,
    newBuild: start.newBuild,
  };
}

/**
 * The form's inputs that read as valid figures, in machine terms (the rest are left out): what the address
 * and the links to the other calculators carry.
 */
export function formQuery(form: ClosingCostsForm, locale: Locale): ClosingCostsQuery {
  const query: ClosingCostsQuery = {
    province: form.province,
    city: form.city === "" ? undefined : form.city,
    firstTime: form.firstTime,
    newBuild: form.newBuild,
  };
  for (const field of FIGURE_FIELDS) {
    const text = form.figures[field];
    if (text === undefined) continue;
    // A cost emptied by the buyer is none at all (0), not the default it started from.
    const value = isEditableCost(field) ? readFigure(text, locale) : readOptionalFigure(text, locale);
    if (value !== undefined && Number.isFinite(value)) query[field] = value;
  }
  // Only Alberta charges on the mortgage amount: elsewhere a figure typed for it is not carried along.
  if (!asksMortgageAmount(form.province)) delete query.mortgageAmount;
  // Read back, so an out-of-range figure is dropped as a shared link's would be.
  return readClosingCostsQuery(writeClosingCostsQuery(query));
}

/** Only the inputs one calculator uses. */
export function pickQuery(query: ClosingCostsQuery, keys: readonly QueryKey[]): ClosingCostsQuery {
  return Object.fromEntries(keys.map((key) => [key, query[key]])) as ClosingCostsQuery;
}

/** The form in another province: the city stays only if it is in that province. */
/**
 * The land transfer tax calculator filled in with the same purchase; where the province charges on the
 * mortgage (Alberta's registration levy), with the loan registered: `totalLoan`, the premium included.
 */
export function landTransferTaxLinkFor(query: ClosingCostsQuery, totalLoan: number | undefined): string {
  const province = query.province;
  const mortgageAmount = province && asksMortgageAmount(province) ? totalLoan : undefined;
  return landTransferTaxCalculatorLink(pickQuery({ ...query, mortgageAmount }, LAND_TRANSFER_TAX_KEYS));
}

export function withProvince(form: ClosingCostsForm, province: ProvinceCode): ClosingCostsForm {
  const city = form.city !== "" && CITY_PROVINCE[form.city] === province ? form.city : "";
  return { ...form, province, city };
}

/**
 * The closing-cost calculators' inputs, started from the query string (else the shared defaults) and written
 * back to it on every change under the names in `keys`, replacing the history entry, so the address shares
 * the filled-in calculator.
 */
export function useClosingCostsForm(keys: readonly QueryKey[]) {
  const locale = useLocale();
  const [searchParams, replaceQuery] = useCalculatorQuery();
  const [form, setForm] = useState(() => initialForm(searchParams, locale));

  const update = useCallback(
    (change: (current: ClosingCostsForm) => ClosingCostsForm) => {
      const next = change(form);
      setForm(next);
      replaceQuery(writeClosingCostsQuery(pickQuery(formQuery(next, locale), keys)));
    },
    [form, replaceQuery, locale, keys],
  );

  const setFigure = useCallback(
    (field: FigureField, value: string) =>
      update((current) => ({ ...current, figures: { ...current.figures, [field]: value } })),
    [update],
  );
  const setProvince = useCallback(
    (province: ProvinceCode) => update((current) => withProvince(current, province)),
    [update],
  );
  const setCity = useCallback((city: City | "") => update((current) => ({ ...current, city })), [update]);
  const setFirstTime = useCallback(
    (firstTime: boolean) => update((current) => ({ ...current, firstTime })),
    [update],
  );
  const setNewBuild = useCallback(
    (newBuild: boolean) => update((current) => ({ ...current, newBuild })),
    [update],
  );

  return { form, locale, setFigure, setProvince, setCity, setFirstTime, setNewBuild };
}
