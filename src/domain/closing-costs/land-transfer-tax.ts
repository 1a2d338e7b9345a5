/**
 * Land transfer tax (or the registration fees charged instead), the first-time buyer relief and the net, with
 * the working row by row, from the dated tables in land-transfer-tax-tables.ts. Every amount is whole cents:
 * each row is rounded half up to the cent once, and the totals are sums of rows, so the working a buyer reads
 * always adds up to the figure shown. Inputs are assumed validated (see land-transfer-tax-schema.ts).
 */
import type { ProvinceCode } from "../constants";
import {
  CITY_LEVIES,
  CITY_PROVINCE,
  JURISDICTIONS,
  type Bracket,
  type City,
  type FirstTimeRelief,
  type Levy,
  type Schedule,
} from "./land-transfer-tax-tables";

export interface LandTransferTaxInput {
  /** Purchase price in dollars. */
  price: number;
  province: ProvinceCode;
  city?: City;
  firstTime: boolean;
  /** The mortgage registered on title, in dollars; only Alberta charges on it. Left out, that fee is not computed. */
  mortgageAmount?: number;
}

export type WorkingRule =
  | { type: "rate"; rateBasisPoints: number }
  | { type: "exempt" }
  | { type: "fixed-fee" }
  | { type: "per-step"; stepValue: number; feePerStep: number };

/** One line of the working: the slice of the value it covers, how it is charged, and what it comes to. */
export interface WorkingRow {
  fromCents: number;
  /** Upper end of the slice; equals the value for the slice the value falls in. */
  toCents: number;
  rule: WorkingRule;
  /** The part of the value charged on this line (0 for a fixed fee). */
  taxedCents: number;
  taxCents: number;
}

export interface LevyResult {
  levy: Levy;
  /** The value the levy is charged on: the price, or the mortgage amount. */
  valueCents: number;
  rows: WorkingRow[];
  taxCents: number;
  rebateCents: number;
  netCents: number;
}

export interface LandTransferTaxResult {
  province: ProvinceCode;
  city: City | null;
  /** False where the province or territory has no transfer tax at all (registration fees only). */
  landTransferTax: boolean;
  /** Whether the registration fees charged instead of a tax are part of the figures. */
  registrationFees: "computed" | "not-computed" | "not-applicable";
  levies: LevyResult[];
  /** Levies charged on the mortgage amount, left out because none was given. */
  needsMortgageAmount: Levy[];
  taxCents: number;
  rebateCents: number;
  netCents: number;
}

export function centsOf(dollars: number): number {
  return Math.round(dollars * 100);
}

/** numerator / denominator rounded half up, for non-negative whole numbers, without a floating-point step. */
function divideRounded(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function percentOf(cents: number, rateBasisPoints: number): number {
  return divideRounded(cents * rateBasisPoints, 10_000);
}

function marginalRows(valueCents: number, brackets: readonly Bracket[]): WorkingRow[] {
  const rows: WorkingRow[] = [];
  let fromCents = 0;
  for (const bracket of brackets) {
    if (valueCents <= fromCents) break;
    const toCents = bracket.upTo === null ? valueCents : Math.min(valueCents, centsOf(bracket.upTo));
    const taxedCents = toCents - fromCents;
    rows.push({
      fromCents,
      toCents,
      rule: { type: "rate", rateBasisPoints: bracket.rateBasisPoints },
      taxedCents,
      taxCents: percentOf(taxedCents, bracket.rateBasisPoints),
    });
    if (bracket.upTo === null) break;
    fromCents = centsOf(bracket.upTo);
  }
  return rows;
}

function scheduleRows(valueCents: number, schedule: Schedule): WorkingRow[] {
  switch (schedule.type) {
    case "marginal":
      return marginalRows(valueCents, schedule.brackets);
    case "whole-value": {
      const exempt = valueCents <= centsOf(schedule.exemptUpTo);
      return [
        {
          fromCents: 0,
          toCents: valueCents,
          rule: exempt ? { type: "exempt" } : { type: "rate", rateBasisPoints: schedule.rateBasisPoints },
          taxedCents: exempt ? 0 : valueCents,
          taxCents: exempt ? 0 : percentOf(valueCents, schedule.rateBasisPoints),
        },
      ];
    }
    case "per-step":
      return perStepRows(valueCents, schedule);
    case "banded": {
      const band = schedule.bands.find((b) => valueCents <= centsOf(b.upTo));
      if (band) {
        return [
          {
            fromCents: 0,
            toCents: valueCents,
            rule: { type: "fixed-fee" },
            taxedCents: 0,
            taxCents: centsOf(band.fee),
          },
        ];
      }
      const rule = { type: "rate", rateBasisPoints: schedule.rateBasisPointsAbove } as const;
      return [
        {
          fromCents: 0,
          toCents: valueCents,
          rule,
          taxedCents: valueCents,
          taxCents: percentOf(valueCents, rule.rateBasisPoints),
        },
      ];
    }
  }
}

function perStepRows(valueCents: number, schedule: Extract<Schedule, { type: "per-step" }>): WorkingRow[] {
  const freeCents = Math.min(valueCents, centsOf(schedule.freeValue));
  const baseCents = centsOf(schedule.baseFee);
  const rows: WorkingRow[] = [
    { fromCents: 0, toCents: freeCents, rule: { type: "fixed-fee" }, taxedCents: 0, taxCents: baseCents },
  ];
  const chargedCents = valueCents - freeCents;
  if (chargedCents > 0) {
    // "For each $5,000 or part of $5,000": a started step is charged in full.
    const steps = Math.ceil(chargedCents / centsOf(schedule.stepValue));
    const uncapped = steps * centsOf(schedule.feePerStep);
    const capCents = schedule.maxFee === null ? Infinity : centsOf(schedule.maxFee) - baseCents;
    rows.push({
      fromCents: freeCents,
      toCents: valueCents,
      rule: { type: "per-step", stepValue: schedule.stepValue, feePerStep: schedule.feePerStep },
      taxedCents: chargedCents,
      taxCents: Math.min(uncapped, capCents),
    });
  }
  return rows;
}

function sumTax(rows: readonly WorkingRow[]): number {
  return rows.reduce((total, row) => total + row.taxCents, 0);
}

/** The first-time buyer relief on one levy, never more than its tax. */
function reliefCents(
  relief: FirstTimeRelief,
  schedule: Schedule,
  valueCents: number,
  taxCents: number,
): number {
  switch (relief.type) {
    case "none":
      return 0;
    case "full":
      return taxCents;
    case "capped":
      return Math.min(taxCents, centsOf(relief.max));
    case "phase-out": {
      const exemption = sumTax(scheduleRows(Math.min(valueCents, centsOf(relief.exemptValue)), schedule));
      const fullUpTo = centsOf(relief.fullUpTo);
      const width = centsOf(relief.phaseOutWidth);
      if (valueCents <= fullUpTo) return Math.min(taxCents, exemption);
      if (valueCents >= fullUpTo + width) return 0;
      return Math.min(taxCents, divideRounded(exemption * (fullUpTo + width - valueCents), width));
    }
    case "tax-credit": {
      if (valueCents >= centsOf(relief.valueBelow)) return 0;
      let credit = 0;
      let tierStart = 0;
      for (const tier of relief.tiers) {
        const tierEnd = centsOf(tier.taxUpTo);
        const inTier = Math.max(0, Math.min(taxCents, tierEnd) - tierStart);
        credit += divideRounded(inTier * tier.percent, 100);
        tierStart = tierEnd;
      }
      return Math.min(taxCents, credit);
    }
  }
}

function levyResult(levy: Levy, valueCents: number, firstTime: boolean): LevyResult {
  const rows = scheduleRows(valueCents, levy.schedule);
  const taxCents = sumTax(rows);
  const rebateCents = firstTime ? reliefCents(levy.firstTimeRelief, levy.schedule, valueCents, taxCents) : 0;
  return { levy, valueCents, rows, taxCents, rebateCents, netCents: taxCents - rebateCents };
}

/** The levies that apply in the province, with the city's added to them or put in place of the province's. */
function leviesFor(province: ProvinceCode, city: City | undefined): readonly Levy[] {
  const provincial = JURISDICTIONS[province].levies;
  if (city === undefined) return provincial;
  if (CITY_PROVINCE[city] !== province) throw new RangeError(`${city} is not in ${province}`);
  const { mode, levy } = CITY_LEVIES[city];
  return mode === "adds" ? [...provincial, levy] : [levy];
}

export function landTransferTax(input: LandTransferTaxInput): LandTransferTaxResult {
  const jurisdiction = JURISDICTIONS[input.province];
  const priceCents = centsOf(input.price);
  const levies: LevyResult[] = [];
  const needsMortgageAmount: Levy[] = [];
  for (const levy of leviesFor(input.province, input.city)) {
    if (levy.basis === "price") {
      levies.push(levyResult(levy, priceCents, input.firstTime));
    } else if (input.mortgageAmount === undefined) {
      needsMortgageAmount.push(levy);
    } else {
      levies.push(levyResult(levy, centsOf(input.mortgageAmount), input.firstTime));
    }
  }
  const taxCents = levies.reduce((total, l) => total + l.taxCents, 0);
  const rebateCents = levies.reduce((total, l) => total + l.rebateCents, 0);
  return {
    province: input.province,
    city: input.city ?? null,
    landTransferTax: jurisdiction.landTransferTax,
    registrationFees: jurisdiction.landTransferTax ? "not-applicable" : jurisdiction.registrationFees,
    levies,
    needsMortgageAmount,
    taxCents,
    rebateCents,
    netCents: taxCents - rebateCents,
  };
}

/**
 * The part of the tax paid on closing day, in cents: the net, except that a relief claimed afterwards in the
 * income tax return (Québec's first-time buyer credit) does not lower what is paid at closing.
 */
export function dueAtClosingCents(result: LandTransferTaxResult): number {
  return result.levies.reduce(
    (total, levy) =>
      total + (levy.levy.firstTimeRelief.type === "tax-credit" ? levy.taxCents : levy.netCents),
    0,
  );
}

/** Whether some of the relief is a credit claimed in the tax return rather than a rebate at closing. */
export function reliefClaimedLater(result: LandTransferTaxResult): boolean {
  return result.levies.some(
    (levy) => levy.levy.firstTimeRelief.type === "tax-credit" && levy.rebateCents > 0,
  );
}
