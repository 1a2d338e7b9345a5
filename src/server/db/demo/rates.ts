import type { RateType } from "../../../domain/constants";
import type { NewMortgageRate } from "../schema";

type DemoTerm = "1 year" | "3 year" | "5 year" | "7 year" | "10 year";
type DemoProvince = "Ontario" | "British Columbia" | "Alberta" | "Quebec" | "National";

/**
 * Ontario rates in thousandths of a percent (4040 = 4.040%), the shape of early-2026 broker pricing:
 * discounted fixed rates near 4%, variable rates priced off a prime rate of about 4.45%, and posted
 * rates well above what a broker offers.
 */
const ONTARIO: Record<RateType, Record<DemoTerm, { posted: number; ours: number }>> = {
  fixed: {
    "1 year": { posted: 5940, ours: 4840 },
    "3 year": { posted: 5890, ours: 4140 },
    "5 year": { posted: 5990, ours: 4040 },
    "7 year": { posted: 5850, ours: 4490 },
    "10 year": { posted: 5990, ours: 4790 },
  },
  variable: {
    "1 year": { posted: 5450, ours: 4550 },
    "3 year": { posted: 5200, ours: 4150 },
    "5 year": { posted: 5100, ours: 3950 },
    "7 year": { posted: 5300, ours: 4300 },
    "10 year": { posted: 5450, ours: 4600 },
  },
};

/** Regional pricing differences, in thousandths of a percent, applied to our rate only. */
const PROVINCE_ADJUSTMENT: Record<DemoProvince, number> = {
  Ontario: 0,
  "British Columbia": 50,
  Alberta: -30,
  Quebec: 40,
  National: 90,
};

/** A few rows switched off, as an admin does when a lender pulls a special. */
const INACTIVE = new Set(["Quebec|fixed|10 year", "Quebec|variable|10 year", "Alberta|variable|7 year"]);

export const DEMO_RATE_TERMS: readonly DemoTerm[] = ["1 year", "3 year", "5 year", "7 year", "10 year"];
export const DEMO_RATE_PROVINCES: readonly DemoProvince[] = [
  "Ontario",
  "British Columbia",
  "Alberta",
  "Quebec",
  "National",
];

export function demoRates(updatedAt: Date): NewMortgageRate[] {
  const rows: NewMortgageRate[] = [];
  for (const province of DEMO_RATE_PROVINCES) {
    for (const rateType of ["fixed", "variable"] as const) {
      for (const term of DEMO_RATE_TERMS) {
        const base = ONTARIO[rateType][term];
        rows.push({
          term,
          rateType,
          province,
          postedRate: base.posted / 1000,
          ourRate: (base.ours + PROVINCE_ADJUSTMENT[province]) / 1000,
          mortgageType: "Conventional",
          sourceUrl: "Manual Entry",
          scrapedAt: updatedAt,
          updatedAt,
          isActive: !INACTIVE.has(`${province}|${rateType}|${term}`),
        });
      }
    }
  }
  return rows;
}
