/**
 * The closing-cost calculators' inputs in the query string, so a broker can send a filled-in calculator and
 * the assistant can link to one (issue 46). The names are shared by the three calculators: `price`,
 * `province` (two-letter code), `city` (toronto, montreal, quebec-city), `first_time` and `new_build`
 * (true/false), `down_payment`, `amortization` (years), for Alberta's land transfer tax page the
 * `mortgage_amount` its registration levy is charged on, and for the cash to close its editable costs
 * `legal_fees`, `title_insurance`, `inspection`, `adjustments`. A value that is missing, malformed or out of
 * range is left out, and the calculator keeps its default for it.
 */
import { PROVINCES, type ProvinceCode } from "../constants";
import { MAX_AMORTIZATION_YEARS, MAX_PRICE, MIN_AMORTIZATION_YEARS } from "../mortgage/schemas";
import type { EditableCost } from "./cash-to-close";
import { CITIES, CITY_PROVINCE, type City } from "./land-transfer-tax-tables";

export const LAND_TRANSFER_TAX_CALCULATOR_PATH = "/land-transfer-tax-calculator";
export const MORTGAGE_INSURANCE_CALCULATOR_PATH = "/cmhc-insurance-calculator";
export const CLOSING_COSTS_CALCULATOR_PATH = "/closing-costs-calculator";

export interface ClosingCostsQuery extends Partial<Record<EditableCost, number>> {
  price?: number;
  province?: ProvinceCode;
  /** Only a city in `province`; a city given without a province brings its province with it. */
  city?: City;
  firstTime?: boolean;
  newBuild?: boolean;
  downPayment?: number;
  amortizationYears?: number;
  /** The mortgage registered on title, for Alberta's mortgage registration levy. */
  mortgageAmount?: number;
}

/** What each calculator starts from, before a shared link's inputs: a typical first purchase in Ontario. */
export const CLOSING_COSTS_INPUT_DEFAULTS = {
  price: 600_000,
  province: "ON",
  firstTime: false,
  newBuild: false,
  downPayment: 60_000,
  amortizationYears: 25,
} as const satisfies ClosingCostsQuery;

const COST_PARAMS = {
  legalFees: "legal_fees",
  titleInsurance: "title_insurance",
  homeInspection: "inspection",
  adjustments: "adjustments",
} as const satisfies Record<EditableCost, string>;

const COSTS = Object.keys(COST_PARAMS) as EditableCost[];

/** Plain decimal figures only: no sign, exponent or separators, which a shared link never needs. */
const PLAIN_NUMBER = /^\d+(?:\.\d+)?$/;

/** A dollar amount from 0 to the calculators' maximum. */
function dollarsParam(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name)?.trim();
  if (raw === undefined || !PLAIN_NUMBER.test(raw)) return undefined;
  const value = Number(raw);
  return value <= MAX_PRICE ? value : undefined;
}

function booleanParam(params: URLSearchParams, name: string): boolean | undefined {
  const raw = params.get(name)?.trim().toLowerCase();
  return raw === "true" ? true : raw === "false" ? false : undefined;
}

function amortizationParam(params: URLSearchParams): number | undefined {
  const raw = params.get("amortization")?.trim();
  if (raw === undefined || !/^\d+$/.test(raw)) return undefined;
  const years = Number(raw);
  return years >= MIN_AMORTIZATION_YEARS && years <= MAX_AMORTIZATION_YEARS ? years : undefined;
}

/** Drops the keys whose value is undefined, so a spread over the defaults keeps them. */
function given<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
}

export function readClosingCostsQuery(params: URLSearchParams): ClosingCostsQuery {
  const code = params.get("province")?.trim().toUpperCase();
  const named = PROVINCES.find((province) => province.code === code)?.code;
  const city = CITIES.find((name) => name === params.get("city")?.trim().toLowerCase());
  const cityFits = city !== undefined && (named === undefined || CITY_PROVINCE[city] === named);
  const price = dollarsParam(params, "price");
  return given({
    price: price !== undefined && price > 0 ? price : undefined,
    province: named ?? (cityFits ? CITY_PROVINCE[city] : undefined),
    city: cityFits ? city : undefined,
    firstTime: booleanParam(params, "first_time"),
    newBuild: booleanParam(params, "new_build"),
    downPayment: dollarsParam(params, "down_payment"),
    amortizationYears: amortizationParam(params),
    mortgageAmount: dollarsParam(params, "mortgage_amount"),
    ...Object.fromEntries(COSTS.map((cost) => [cost, dollarsParam(params, COST_PARAMS[cost])])),
  });
}

/** The query readClosingCostsQuery reads back, in the order a link lists the inputs. */
export function writeClosingCostsQuery(query: ClosingCostsQuery): URLSearchParams {
  const entries: [string, string | number | boolean | undefined][] = [
    ["price", query.price],
    ["province", query.province],
    ["city", query.city],
    ["first_time", query.firstTime],
    ["new_build", query.newBuild],
    ["down_payment", query.downPayment],
    ["amortization", query.amortizationYears],
    ["mortgage_amount", query.mortgageAmount],
    ...COSTS.map((cost): [string, number | undefined] => [COST_PARAMS[cost], query[cost]]),
  ];
  const params = new URLSearchParams();
  for (const [name, value] of entries) if (value !== undefined) params.set(name, String(value));
  return params;
}

function linkTo(path: string, query: ClosingCostsQuery): string {
  const search = writeClosingCostsQuery(query).toString();
  return search ? `${path}?${search}` : path;
}

/** The land transfer tax calculator filled in with `query`, as a site-relative link. */
export function landTransferTaxCalculatorLink(query: ClosingCostsQuery): string {
  return linkTo(LAND_TRANSFER_TAX_CALCULATOR_PATH, query);
}

/** The mortgage insurance calculator filled in with `query`, as a site-relative link. */
export function mortgageInsuranceCalculatorLink(query: ClosingCostsQuery): string {
  return linkTo(MORTGAGE_INSURANCE_CALCULATOR_PATH, query);
}

/** The cash-to-close calculator filled in with `query`, as a site-relative link. */
export function closingCostsCalculatorLink(query: ClosingCostsQuery): string {
  return linkTo(CLOSING_COSTS_CALCULATOR_PATH, query);
}
