/**
 * Land transfer taxes and the registration fees charged instead of them, one dated entry per levy with the
 * official source it was taken from. Next year's change is an edit of that entry: its thresholds or rates, its
 * source and its effective-from date. Amounts are dollars, rates basis points (1% = 100), so that every figure
 * reads as the source prints it and the arithmetic stays in whole numbers.
 *
 * Rules in force on 2026-12-04, for a residence with one or two single-family dwellings, taxed on the price
 * (where the law taxes the greater of price and assessed value, the price is taken as the greater).
 */
import type { ProvinceCode } from "../constants";

export const CITIES = ["toronto", "montreal", "quebec-city"] as const;
export type City = (typeof CITIES)[number];

export const CITY_PROVINCE: Record<City, ProvinceCode> = {
  toronto: "ON",
  montreal: "QC",
  "quebec-city": "QC",
};

export interface Bracket {
  /** Upper end of the bracket in dollars, inclusive; null for the open top bracket. */
  upTo: number | null;
  rateBasisPoints: number;
}

export type Schedule =
  /** Each slice of the value taxed at its bracket's rate. */
  | { type: "marginal"; brackets: readonly Bracket[] }
  /** One rate on the whole value, nothing at all at or under exemptUpTo. */
  | { type: "whole-value"; rateBasisPoints: number; exemptUpTo: number }
  /** A base fee plus a fee for each started step of value above freeValue, capped at maxFee where one exists. */
  | {
      type: "per-step";
      baseFee: number;
      freeValue: number;
      stepValue: number;
      feePerStep: number;
      maxFee: number | null;
    }
  /** Flat fees by value band, then a rate on the whole value above the last band. */
  | { type: "banded"; bands: readonly { upTo: number; fee: number }[]; rateBasisPointsAbove: number };

export type FirstTimeRelief =
  | { type: "none" }
  /** The whole tax is waived. */
  | { type: "full" }
  /** The tax is refunded up to a maximum. */
  | { type: "capped"; max: number }
  /**
   * The tax on the first exemptValue dollars is waived while the value is at most fullUpTo, then that
   * exemption shrinks in a straight line to nothing at fullUpTo + phaseOutWidth.
   */
  | { type: "phase-out"; exemptValue: number; fullUpTo: number; phaseOutWidth: number }
  /**
   * Shares of the tax paid, tier by tier (the tax up to `taxUpTo` dollars at `percent`), for a value under
   * valueBelow; claimed in the income tax return, not at closing.
   */
  | {
      type: "tax-credit";
      tiers: readonly { taxUpTo: number; percent: number }[];
      valueBelow: number;
    };

export interface Levy {
  id: string;
  level: "provincial" | "municipal";
  kind: "transfer-tax" | "registration-fee";
  /** What the levy is charged on: the price, or the amount of the mortgage registered against the title. */
  basis: "price" | "mortgage";
  schedule: Schedule;
  firstTimeRelief: FirstTimeRelief;
  /** The official page, statute or by-law the figures come from. */
  source: string;
  /** ISO date from which these figures apply. */
  effectiveFrom: string;
}

export type Jurisdiction =
  | { landTransferTax: true; levies: readonly Levy[] }
  /** No transfer tax: the province charges registration fees instead, computed here. */
  | { landTransferTax: false; registrationFees: "computed"; levies: readonly Levy[] }
  /** No transfer tax; the land titles office charges small registration fees that are not computed here. */
  | { landTransferTax: false; registrationFees: "not-computed"; source: string; levies: readonly [] };

/** A city's levy either adds to the province's (Toronto) or takes its place (Québec's welcome tax). */
export interface CityLevy {
  mode: "adds" | "replaces";
  levy: Levy;
}

const NO_RELIEF: FirstTimeRelief = { type: "none" };

/** Ontario's scale, shared word for word by Toronto's municipal tax up to $3,000,000. */
const ONTARIO_BRACKETS: readonly Bracket[] = [
  { upTo: 55_000, rateBasisPoints: 50 },
  { upTo: 250_000, rateBasisPoints: 100 },
  { upTo: 400_000, rateBasisPoints: 150 },
  { upTo: 2_000_000, rateBasisPoints: 200 },
];

/** Québec's scale for 2026 (indexed each year by the Gazette officielle), under $500,000 in every city. */
const QUEBEC_2026_BRACKETS: readonly Bracket[] = [
  { upTo: 62_900, rateBasisPoints: 50 },
  { upTo: 315_000, rateBasisPoints: 100 },
];

const QUEBEC_FIRST_TIME_CREDIT: FirstTimeRelief = {
  type: "tax-credit",
  tiers: [
    { taxUpTo: 5_000, percent: 100 },
    { taxUpTo: 8_500, percent: 25 },
  ],
  valueBelow: 1_000_000,
};

const QUEBEC_CREDIT_SOURCE =
  "Revenu Québec, refundable tax credit for first-time home buyers (transfer duties paid on a purchase from 2026-01-01)";

export const JURISDICTIONS: Record<ProvinceCode, Jurisdiction> = {
  AB: {
    landTransferTax: false,
    registrationFees: "computed",
    levies: [
      {
        id: "ab-land-title-transfer",
        level: "provincial",
        kind: "registration-fee",
        basis: "price",
        schedule: {
          type: "per-step",
          baseFee: 50,
          freeValue: 0,
          stepValue: 5_000,
          feePerStep: 5,
          maxFee: null,
        },
        firstTimeRelief: NO_RELIEF,
        source: "Land Titles Act (Alberta), s. 64.1, transfer of land registration levy",
        effectiveFrom: "2024-10-20",
      },
      {
        id: "ab-mortgage-registration",
        level: "provincial",
        kind: "registration-fee",
        basis: "mortgage",
        schedule: {
          type: "per-step",
          baseFee: 50,
          freeValue: 0,
          stepValue: 5_000,
          feePerStep: 5,
          maxFee: null,
        },
        firstTimeRelief: NO_RELIEF,
        source: "Land Titles Act (Alberta), s. 102.1, mortgage registration levy",
        effectiveFrom: "2024-10-20",
      },
    ],
  },
  BC: {
    landTransferTax: true,
    levies: [
      {
        id: "bc-property-transfer-tax",
        level: "provincial",
        kind: "transfer-tax",
        basis: "price",
        schedule: {
          type: "marginal",
          brackets: [
            { upTo: 200_000, rateBasisPoints: 100 },
            { upTo: 2_000_000, rateBasisPoints: 200 },
            { upTo: 3_000_000, rateBasisPoints: 300 },
            // 3% plus the further 2% on the residential part above $3,000,000.
            { upTo: null, rateBasisPoints: 500 },
          ],
        },
        firstTimeRelief: {
          type: "phase-out",
          exemptValue: 500_000,
          fullUpTo: 835_000,
          phaseOutWidth: 25_000,
        },
        source:
          "Property Transfer Tax Act (British Columbia), ss. 2 and 5(1.01)-(1.1); gov.bc.ca, First time home buyers' exemption",
        effectiveFrom: "2024-04-01",
      },
    ],
  },
  MB: {
    landTransferTax: true,
    levies: [
      {
        id: "mb-land-transfer-tax",
        level: "provincial",
        kind: "transfer-tax",
        basis: "price",
        schedule: {
          type: "marginal",
          brackets: [
            { upTo: 30_000, rateBasisPoints: 0 },
            { upTo: 90_000, rateBasisPoints: 50 },
            { upTo: 150_000, rateBasisPoints: 100 },
            { upTo: 200_000, rateBasisPoints: 150 },
            { upTo: null, rateBasisPoints: 200 },
          ],
        },
        firstTimeRelief: NO_RELIEF,
        source:
          "The Tax Administration and Miscellaneous Taxes Act (Manitoba), land transfer tax; gov.mb.ca, Land Transfer Tax",
        // The rates are those in force on 2026-12-04; the date they took effect is not confirmed.
        effectiveFrom: "2017-06-01",
      },
    ],
  },
  NB: {
    landTransferTax: true,
    levies: [
      {
        id: "nb-real-property-transfer-tax",
        level: "provincial",
        kind: "transfer-tax",
        basis: "price",
        schedule: { type: "whole-value", rateBasisPoints: 100, exemptUpTo: 0 },
        firstTimeRelief: NO_RELIEF,
        source: "Real Property Transfer Tax Act (New Brunswick), R.S.N.B. c. R-2.1, s. 2",
        effectiveFrom: "2016-04-01",
      },
    ],
  },
  NL: {
    landTransferTax: false,
    registrationFees: "computed",
    levies: [
      {
        id: "nl-deed-registration",
        level: "provincial",
        kind: "registration-fee",
        basis: "price",
        schedule: {
          type: "per-step",
          baseFee: 100,
          freeValue: 500,
          stepValue: 100,
          feePerStep: 0.4,
          maxFee: 5_000,
        },
        firstTimeRelief: NO_RELIEF,
        source: "Registration of Deeds Act, 2009 (Newfoundland and Labrador), prescribed fees for a deed",
        // The rates are those in force on 2026-12-04; the date they took effect is not confirmed.
        effectiveFrom: "2010-12-08",
      },
    ],
  },
  NS: {
    landTransferTax: true,
    levies: [
      {
        id: "ns-deed-transfer-tax",
        level: "municipal",
        kind: "transfer-tax",
        basis: "price",
        // Each municipality sets its own rate; Halifax Regional Municipality's 1.5% is the one most buyers pay.
        schedule: { type: "whole-value", rateBasisPoints: 150, exemptUpTo: 0 },
        firstTimeRelief: NO_RELIEF,
        source:
          "Municipal Government Act (Nova Scotia), Part V; Halifax Regional Municipality By-law D-100, deed transfer tax",
        // The rates are those in force on 2026-12-04; the date they took effect is not confirmed.
        effectiveFrom: "2006-04-01",
      },
    ],
  },
  NT: {
    landTransferTax: false,
    registrationFees: "not-computed",
    source: "Land Titles Act (Northwest Territories), tariff of fees",
    levies: [],
  },
  NU: {
    landTransferTax: false,
    registrationFees: "not-computed",
    source: "Land Titles Act (Nunavut), tariff of fees",
    levies: [],
  },
  ON: {
    landTransferTax: true,
    levies: [
      {
        id: "on-land-transfer-tax",
        level: "provincial",
        kind: "transfer-tax",
        basis: "price",
        schedule: { type: "marginal", brackets: [...ONTARIO_BRACKETS, { upTo: null, rateBasisPoints: 250 }] },
        firstTimeRelief: { type: "capped", max: 4_000 },
        source:
          "Land Transfer Tax Act (Ontario), R.S.O. 1990, c. L.6, s. 2 and s. 9.2; ontario.ca, Land transfer tax",
        effectiveFrom: "2017-01-01",
      },
    ],
  },
  PE: {
    landTransferTax: true,
    levies: [
      {
        id: "pe-real-property-transfer-tax",
        level: "provincial",
        kind: "transfer-tax",
        basis: "price",
        schedule: { type: "whole-value", rateBasisPoints: 100, exemptUpTo: 30_000 },
        firstTimeRelief: { type: "full" },
        source:
          "Real Property Transfer Tax Act (Prince Edward Island), s. 3(1); princeedwardisland.ca, first-time home buyers and low-cost real property exemptions",
        effectiveFrom: "2016-10-01",
      },
    ],
  },
  QC: {
    landTransferTax: true,
    levies: [
      {
        id: "qc-transfer-duties",
        level: "municipal",
        kind: "transfer-tax",
        basis: "price",
        schedule: {
          type: "marginal",
          brackets: [...QUEBEC_2026_BRACKETS, { upTo: null, rateBasisPoints: 150 }],
        },
        firstTimeRelief: QUEBEC_FIRST_TIME_CREDIT,
        source: `Act respecting duties on transfers of immovables (Québec), CQLR c. D-15.1, s. 2, 2026 indexed thresholds; ${QUEBEC_CREDIT_SOURCE}`,
        effectiveFrom: "2026-01-01",
      },
    ],
  },
  SK: {
    landTransferTax: false,
    registrationFees: "computed",
    levies: [
      {
        id: "sk-title-transfer",
        level: "provincial",
        kind: "registration-fee",
        basis: "price",
        schedule: {
          type: "banded",
          bands: [
            { upTo: 500, fee: 0 },
            { upTo: 6_300, fee: 25 },
          ],
          rateBasisPointsAbove: 40,
        },
        firstTimeRelief: NO_RELIEF,
        source:
          "Information Services Corporation (Saskatchewan Land Titles Registry), fee schedule: transfer of title",
        effectiveFrom: "2023-07-29",
      },
    ],
  },
  YT: {
    landTransferTax: false,
    registrationFees: "not-computed",
    source: "Land Titles Act, 2015 (Yukon), fees regulation",
    levies: [],
  },
};

export const CITY_LEVIES: Record<City, CityLevy> = {
  toronto: {
    mode: "adds",
    levy: {
      id: "toronto-municipal-land-transfer-tax",
      level: "municipal",
      kind: "transfer-tax",
      basis: "price",
      schedule: {
        type: "marginal",
        brackets: [
          ...ONTARIO_BRACKETS,
          { upTo: 3_000_000, rateBasisPoints: 250 },
          { upTo: 4_000_000, rateBasisPoints: 440 },
          { upTo: 5_000_000, rateBasisPoints: 545 },
          { upTo: 10_000_000, rateBasisPoints: 650 },
          { upTo: 20_000_000, rateBasisPoints: 755 },
          { upTo: null, rateBasisPoints: 860 },
        ],
      },
      firstTimeRelief: { type: "capped", max: 4_475 },
      source:
        "Toronto Municipal Code Chapter 760, Taxation, Municipal Land Transfer Tax; toronto.ca, MLTT rates and fees and rebate opportunities",
      effectiveFrom: "2026-04-01",
    },
  },
  montreal: {
    mode: "replaces",
    levy: {
      id: "montreal-transfer-duties",
      level: "municipal",
      kind: "transfer-tax",
      basis: "price",
      schedule: {
        type: "marginal",
        // The first two thresholds are the Act's 2026 ones; the city's own upper thresholds are its 2025 figures.
        brackets: [
          ...QUEBEC_2026_BRACKETS,
          { upTo: 552_300, rateBasisPoints: 150 },
          { upTo: 1_104_700, rateBasisPoints: 200 },
          { upTo: 2_136_500, rateBasisPoints: 250 },
          { upTo: 3_113_000, rateBasisPoints: 350 },
          { upTo: null, rateBasisPoints: 400 },
        ],
      },
      firstTimeRelief: QUEBEC_FIRST_TIME_CREDIT,
      source: `Ville de Montréal, By-law 10-007 on the transfer duty rate above $500,000; CQLR c. D-15.1, s. 2; ${QUEBEC_CREDIT_SOURCE}`,
      effectiveFrom: "2026-01-01",
    },
  },
  "quebec-city": {
    mode: "replaces",
    levy: {
      id: "quebec-city-transfer-duties",
      level: "municipal",
      kind: "transfer-tax",
      basis: "price",
      schedule: {
        type: "marginal",
        brackets: [
          ...QUEBEC_2026_BRACKETS,
          { upTo: 500_000, rateBasisPoints: 150 },
          { upTo: 1_000_000, rateBasisPoints: 200 },
          { upTo: 2_000_000, rateBasisPoints: 250 },
          { upTo: null, rateBasisPoints: 300 },
        ],
      },
      firstTimeRelief: QUEBEC_FIRST_TIME_CREDIT,
      source: `Ville de Québec, R.V.Q. 3101, s. 2; CQLR c. D-15.1, s. 2; ${QUEBEC_CREDIT_SOURCE}`,
      effectiveFrom: "2026-01-01",
    },
  },
};
