/** Enumerations and fixed lists of spec sections 3 and 9, shared by the database schema, the server and the UI. */

export const LEAD_STATUSES = ["new", "contacted", "qualified", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_TYPES = ["rate_quote", "refinance", "application", "contact"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** The chatbot writes 'AI Chatbot'; 'Vayu Chatbot' is an older spelling that reads and reports treat as the same. */
export const CHATBOT_LEAD_SOURCE = "AI Chatbot";
export const CHATBOT_LEAD_SOURCE_ALIASES = ["AI Chatbot", "Vayu Chatbot"] as const;

export const LEAD_SOURCES = ["mortgage_calculator", "website", "contact_form", CHATBOT_LEAD_SOURCE] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export function isChatbotSource(source: string): boolean {
  return (CHATBOT_LEAD_SOURCE_ALIASES as readonly string[]).includes(source);
}

export const RATE_TYPES = ["fixed", "variable"] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const MORTGAGE_TYPES = ["Conventional", "High-Ratio", "Refinance"] as const;
export type MortgageType = (typeof MORTGAGE_TYPES)[number];

/** What a rate entered by hand names as its source (spec section 3); the rate sync never changes such a row. */
export const MANUAL_RATE_SOURCE = "Manual Entry";

/** Rates are percentages; anything outside this range is a typing or scraping error. */
export const RATE_PERCENT_MIN = 0;
export const RATE_PERCENT_MAX = 30;

/** Stored canonically as a_lender / alternate_lender; the admin form shows the labels. */
export const LENDER_TYPES = ["a_lender", "alternate_lender"] as const;
export type LenderType = (typeof LENDER_TYPES)[number];

export const LENDER_TYPE_LABELS: Record<LenderType, string> = {
  a_lender: "A Lender",
  alternate_lender: "Alternate Lender",
};

export const DOCUMENT_TYPES = ["certificate", "other"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const TESTIMONIAL_RATING_MIN = 1;
export const TESTIMONIAL_RATING_MAX = 5;

export interface Province {
  code: string;
  name: string;
}

/** The 13 provinces and territories, alphabetical by code (spec section 9). */
export const PROVINCES = [
  { code: "AB", name: "Alberta" },
  { code: "BC", name: "British Columbia" },
  { code: "MB", name: "Manitoba" },
  { code: "NB", name: "New Brunswick" },
  { code: "NL", name: "Newfoundland and Labrador" },
  { code: "NT", name: "Northwest Territories" },
  { code: "NS", name: "Nova Scotia" },
  { code: "NU", name: "Nunavut" },
  { code: "ON", name: "Ontario" },
  { code: "PE", name: "Prince Edward Island" },
  { code: "QC", name: "Quebec" },
  { code: "SK", name: "Saskatchewan" },
  { code: "YT", name: "Yukon" },
] as const satisfies readonly Province[];

export type ProvinceCode = (typeof PROVINCES)[number]["code"];
export type ProvinceName = (typeof PROVINCES)[number]["name"];

export const DEFAULT_PROVINCE_CODE: ProvinceCode = "ON";

/** Rates that apply everywhere; used when a province has no rates of its own. */
export const NATIONAL_PROVINCE = "National";

/** Values accepted in mortgage_rates.province: a full province or territory name, or 'National'. */
export const RATE_PROVINCES = [...PROVINCES.map((p) => p.name), NATIONAL_PROVINCE] as const;

export function provinceName(code: string): ProvinceName | undefined {
  return PROVINCES.find((p) => p.code === code)?.name;
}

export function provinceCode(name: string): ProvinceCode | undefined {
  return PROVINCES.find((p) => p.name === name)?.code;
}

/** Every term a rate may carry, in display order. */
export const RATE_TERMS = [
  "1 year",
  "2 year",
  "3 year",
  "4 year",
  "5 year",
  "6 year",
  "7 year",
  "8 year",
  "9 year",
  "10 year",
] as const;
export type RateTerm = (typeof RATE_TERMS)[number];

/** Terms offered in the admin rate form and listed on the home page. */
export const ADMIN_RATE_TERMS = [
  "1 year",
  "3 year",
  "5 year",
  "7 year",
] as const satisfies readonly RateTerm[];
